// npm run user:create -- --email E --password P --role patient|clinic|admin [--clinic CLINIC_ID_OR_SLUG] [--name N]
//
// Creates a verified user (no confirmation mail) with its role; a clinic user is linked to its
// clinic. Stop the server first when the database is PGlite (one process per data folder).
import { parseArgs } from "node:util";
import { closeDb, getDbHandle } from "~/db/client.server";
import { runMigrations } from "~/db/migrate.server";
import { type Role, ROLES } from "~/db/schema";
import { UserCreateError, createVerifiedUser } from "~/features/accounts/users.server";

const USAGE =
  "usage: npm run user:create -- --email E --password P --role patient|clinic|admin [--clinic CLINIC_ID_OR_SLUG] [--name N]";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    role: { type: "string" },
    clinic: { type: "string" },
    name: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
  strict: true,
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!values.email || !values.password || !values.role) {
  console.error(USAGE);
  process.exit(2);
}
if (!ROLES.includes(values.role as Role)) {
  console.error(`--role must be one of ${ROLES.join(", ")}`);
  process.exit(2);
}

try {
  const handle = await getDbHandle();
  await runMigrations();
  const r = await createVerifiedUser(handle.db, {
    email: values.email,
    password: values.password,
    role: values.role as Role,
    clinic: values.clinic ?? null,
    name: values.name,
  });
  console.log(`Created ${values.role} ${values.email.toLowerCase()} (id ${r.id}), email verified.`);
} catch (err) {
  if (err instanceof UserCreateError) {
    console.error(`Not created: ${err.message}`);
    process.exitCode = 1;
  } else {
    console.error(err);
    process.exitCode = 1;
  }
} finally {
  await closeDb();
}
