import { data } from "react-router";
import { NotFoundMessage, GeneralErrorBoundary } from "~/components/error-boundary";
import { cachedRead } from "~/db/read-cache.server";
import {
  clinicDescriptionBySlug,
  packageTextsBySlug,
  packageTextsIn,
} from "~/features/clinics/content-translations.server";
import { useListingView } from "~/features/clinics/use-listing-view";
import { PackageDetailView } from "~/features/packages/components/package-detail-view";
import { stayIn } from "~/features/packages/package-card-texts.server";
import { excerpt } from "~/features/packages/package-filters";
import { getPackageDetail, listRelatedPackages } from "~/features/packages/packages.server";
import { cityIn, countryIn } from "~/i18n/catalogue-names.server";
import { placeholders } from "~/i18n/fill";
import {
  cityNameIn,
  countryNameIn,
  homeCountryNameIn,
  packageBadgeIn,
  packageCategoryIn,
} from "~/i18n/names.server";
import { pageI18n } from "~/i18n/page.server";
import { localizePath } from "~/i18n/paths";
import { getRates } from "~/services/currency/currency.server";
import { termsText } from "~/utils/cancellation-text.server";
import { careTeamOf } from "~/utils/care-team";
import { convertMinor } from "~/utils/money";
import { originFromMatches, seo, shellTextFromMatches } from "~/utils/seo";
import type { Route } from "./+types/detail";

/** What the page reads from the database, for the cache (decision 070). */
async function readPackagePage(id: string, lang: string | undefined) {
  const found = await getPackageDetail(id);
  if (!found) return null;
  const [listed, rates, texts, clinicBio] = await Promise.all([
    listRelatedPackages(found, 3),
    getRates(),
    // The clinic's own translations for the page's language (decision 050): a part without one
    // shows as written, with a note naming its language.
    packageTextsIn([found.id], lang),
    found.clinic.bio?.trim() ? clinicDescriptionBySlug(found.clinic.slug, lang) : null,
  ]);
  const relatedTexts = await packageTextsBySlug(
    listed.map((r) => r.slug),
    lang,
  );
  return { found, listed, rates, texts, clinicBio, relatedTexts };
}

export async function loader({ params }: Route.LoaderArgs) {
  const read = await cachedRead(`package:${params.id}:${params.lang ?? ""}`, () =>
    readPackagePage(params.id, params.lang),
  );
  if (!read) throw data(null, { status: 404 });
  const { found, listed, rates, texts, clinicBio, relatedTexts } = read;
  const own = texts.get(found.id);
  const pkg = {
    ...found,
    overview: own?.overview ?? found.overview,
    includes: own?.includes?.length ? own.includes : found.includes,
    careTeam: careTeamOf(found.careTeam),
    translated: { overview: !!own?.overview, includes: !!own?.includes?.length },
    clinic: { ...found.clinic, bio: clinicBio ?? found.clinic.bio, bioTranslated: !!clinicBio },
  };
  const related = listed.map((r) => ({
    ...r,
    overview: relatedTexts.get(r.slug)?.overview ?? r.overview,
  }));
  // Structured data quotes the USD price, the currency payments are processed in.
  const priceUsd =
    pkg.currency === "USD"
      ? pkg.priceMinor / 100
      : convertMinor(pkg.priceMinor, pkg.currency, "USD", rates);
  const price = Math.round(priceUsd);
  // The clinic's Latin words inside a right-to-left sentence keep their own direction (FSI … PDI);
  // English texts stay exactly as they were.
  const isolated = (s: string) => (params.lang ? `\u2068${s}\u2069` : s);
  const { locale: locale0, i18n: i18n0 } = pageI18n(params, []);
  // The stay as /packages writes it ("10–14 Tage"); a stay the clinic worded itself as written.
  const stay = stayIn(locale0, i18n0, pkg.durationText);
  const { locale, i18n, text } = pageI18n(params, ["package.", "packages.card.save", "care."], {
    "packages.card.save": placeholders("amount"),
    "package.category": { category: isolated(packageCategoryIn(locale0, pkg.category)) },
    "package.rating.count": { count: pkg.reviewCount },
    "package.clinic.rating": { count: pkg.clinic.reviewCount },
    "package.reviews.based": { count: pkg.reviewCount },
    "package.reviews.recent": { count: pkg.reviews.length },
    "package.price.items": { count: pkg.includes.length, duration: isolated(stay) },
  });
  // Dates as the page's language writes them, formatted here (the browser runs no Lingui).
  const reviewMonth = { month: "long", year: "numeric", timeZone: "UTC" } as const;
  const reviews = pkg.reviews.map((r) => ({
    ...r,
    authorCountry: r.authorCountry && homeCountryNameIn(locale, r.authorCountry),
    dateText: i18n.date(new Date(r.createdAt), reviewMonth),
  }));
  // Catalogue names in the page's language (the data, links and structured data keep English).
  const city = cityNameIn(locale, pkg.citySlug, pkg.city);
  const country = countryNameIn(locale, pkg.countrySlug, pkg.country);
  const metaText = {
    title: i18n._("package.meta.title", { title: pkg.title, city, country }),
    description: i18n._("package.meta.description", {
      title: pkg.title,
      clinic: pkg.clinic.name,
      city,
      duration: stay,
      price:
        locale === "en"
          ? `$${price.toLocaleString("en-US")}`
          : i18n.number(price, { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
      excerpt: excerpt(pkg.overview, 110),
    }),
    home: i18n._("package.breadcrumb.home"),
    packages: i18n._("package.breadcrumb.packages"),
    category: packageCategoryIn(locale, pkg.category),
  };
  const shown = {
    ...pkg,
    reviews,
    city,
    country,
    durationText: stay,
    badge: pkg.badge && packageBadgeIn(locale, pkg.badge),
  };
  const relatedShown = related.map((r) => ({
    ...r,
    durationText: stayIn(locale, i18n, r.durationText),
    city: cityIn(locale, r.city),
    country: countryIn(locale, r.country),
  }));
  // The cancellation terms in the page's language (decision 056).
  const terms = termsText(locale, pkg.cancellationTerms, pkg.cancellationNote);
  return { pkg: shown, related: relatedShown, priceUsd, locale, text, metaText, terms };
}

export default function PackageDetailPage({ loaderData }: Route.ComponentProps) {
  useListingView("package", loaderData.pkg.id);
  return (
    <PackageDetailView pkg={loaderData.pkg} related={loaderData.related} terms={loaderData.terms} />
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const origin = originFromMatches(matches);
  if (!loaderData) {
    return seo({
      title: shellTextFromMatches(
        matches,
        /*i18n*/ "shell.notFound.package.title",
        "Package not found",
      ),
      description: shellTextFromMatches(
        matches,
        /*i18n*/ "shell.notFound.package.text",
        "This package doesn't exist or is no longer offered.",
      ),
      path: `/package/${params.id}`,
      origin,
      noindex: true,
    });
  }
  const { pkg, priceUsd, locale, metaText } = loaderData;
  const path = `/package/${pkg.slug}`;
  // Structured data's links point at this language's pages (/de/package/…).
  const here = (p: string) => `${origin}${localizePath(p, locale)}`;
  const description = metaText.description;
  return seo({
    locale,
    title: metaText.title,
    description,
    path,
    origin,
    image: pkg.images[0],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Product",
        name: pkg.title,
        description: excerpt(pkg.overview, 300),
        sku: pkg.slug,
        category: metaText.category,
        image: pkg.images.map((i) => `${origin}${i}`),
        brand: { "@type": "Organization", name: pkg.clinic.name },
        url: here(path),
        offers: {
          "@type": "Offer",
          price: priceUsd.toFixed(2),
          priceCurrency: "USD",
          availability: "https://schema.org/InStock",
          url: here(path),
          seller: { "@type": "MedicalClinic", name: pkg.clinic.name },
        },
        aggregateRating: {
          "@type": "AggregateRating",
          ratingValue: pkg.rating.toFixed(1),
          reviewCount: pkg.reviewCount,
          bestRating: "5",
          worstRating: "1",
        },
        review: pkg.reviews.slice(0, 3).map((r) => ({
          "@type": "Review",
          author: { "@type": "Person", name: r.authorName },
          datePublished: r.createdAt.slice(0, 10),
          reviewBody: r.comment,
          reviewRating: { "@type": "Rating", ratingValue: String(r.rating), bestRating: "5" },
        })),
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: metaText.home, item: here("/") },
          { "@type": "ListItem", position: 2, name: metaText.packages, item: here("/packages") },
          { "@type": "ListItem", position: 3, name: pkg.title, item: here(path) },
        ],
      },
    ],
  });
};

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => <NotFoundMessage kind="package" />,
      }}
    />
  );
}
