import type { CountrySummary } from "../types";

/** Las tarjetas de países de /es/destinations: descripción breve y consejo (inglés: tabla `countries`). */
export const COUNTRY_SUMMARIES: CountrySummary[] = [
  {
    slug: "turkey",
    description:
      "Uno de los principales destinos de restauración capilar, tratamientos dentales y cirugía estética, con modernos hospitales privados y vuelos cortos desde casi toda Europa.",
    specialNote:
      "Muchas clínicas ofrecen paquetes todo incluido con hotel, traslados al aeropuerto e intérprete personal.",
  },
  {
    slug: "south-korea",
    description:
      "Conocida por su avanzada cirugía estética facial, la cirugía ocular con láser y los chequeos médicos completos, realizados en clínicas muy especializadas.",
    specialNote:
      "Las clínicas registradas para atender a pacientes internacionales cuentan con coordinadores propios e intérpretes médicos.",
  },
  {
    slug: "thailand",
    description:
      "Hospitales con acreditación internacional, especialistas con experiencia en cirugía estética y fertilidad, y un entorno tranquilo para recuperarse.",
    specialNote:
      "Varios hospitales de Bangkok tienen centros de atención al paciente internacional con intérpretes en más de diez idiomas.",
  },
  {
    slug: "mexico",
    description:
      "Una opción cómoda para pacientes de Norteamérica, con clínicas consolidadas de cirugía bariátrica, odontología y cirugía estética cerca de la frontera con Estados Unidos y en la costa caribeña.",
    specialNote:
      "Las clínicas de Tijuana están a poca distancia en coche de San Diego, y muchas organizan el traslado para cruzar la frontera.",
  },
];
