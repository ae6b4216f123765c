import type { LegalContent } from "../types";

/**
 * /terms, /privacy y /cookies en español (traducidos de ../legal.ts; en caso de discrepancia
 * prevalece la versión en inglés, véase ui.notice). Mismas secciones, en el mismo orden.
 */
export const LEGAL: LegalContent = {
  documents: {
    terms: {
      slug: "terms",
      title: "Condiciones del servicio",
      summary:
        "Las normas de uso de CareAtlas, cómo funcionan las reservas, los depósitos y las cancelaciones, y de qué somos responsables y de qué no.",
    },
    privacy: {
      slug: "privacy",
      title: "Política de privacidad",
      summary:
        "Qué datos personales guardamos, por qué los guardamos, con quién los compartimos y qué opciones y derechos tiene usted.",
    },
    cookies: {
      slug: "cookies",
      title: "Política de cookies",
      summary:
        "Las cookies y el almacenamiento del navegador que utiliza CareAtlas, para qué sirve cada tipo y cómo puede controlarlos.",
    },
  },
  terms: [
    {
      heading: "Sobre estas condiciones",
      paragraphs: [
        "Estas condiciones explican cómo puede utilizar el sitio web y los servicios de CareAtlas. Al crear una cuenta, solicitar un presupuesto o realizar una reserva, usted las acepta. Léalas con atención; si no está de acuerdo, no utilice el servicio.",
        "En estas condiciones, «CareAtlas» y «nosotros» se refieren al operador de la plataforma CareAtlas. «Usted» se refiere a la persona que utiliza el servicio. «Clínica asociada» se refiere a una clínica, un hospital u otro proveedor de atención sanitaria que figura en CareAtlas.",
      ],
    },
    {
      heading: "Qué es CareAtlas y qué no es",
      paragraphs: [
        "CareAtlas es una plataforma de comparación y reserva. Le ayudamos a encontrar, comparar y contactar con clínicas asociadas verificadas, y le ofrecemos herramientas para solicitar presupuestos, realizar reservas, abonar depósitos, intercambiar mensajes y guardar sus documentos en un solo lugar.",
        "CareAtlas no es un proveedor de atención sanitaria. No ofrecemos asesoramiento médico, no diagnosticamos enfermedades ni le recomendamos un tratamiento concreto. La información del sitio web, incluidas las guías, los artículos del blog y las reseñas, es únicamente información general. Las decisiones sobre su tratamiento deben tomarse con un profesional sanitario cualificado que pueda valorarle.",
      ],
    },
    {
      heading: "Las reservas se realizan directamente con las clínicas asociadas",
      paragraphs: [
        "Cuando reserva un tratamiento o un paquete a través de CareAtlas, el contrato relativo a ese tratamiento se celebra directamente entre usted y la clínica asociada. La clínica asociada es responsable de su atención médica, incluidas la valoración, el consentimiento, el propio tratamiento y los cuidados posteriores, y puede pedirle que acepte sus propias condiciones y formularios de consentimiento.",
        "Una clínica asociada puede rechazar o modificar un tratamiento propuesto tras revisar su información médica o valorarle en persona. Si eso cambia el precio, la clínica debe explicarle el motivo por escrito, y usted puede decidir no seguir adelante.",
        "Verificamos las clínicas asociadas antes de publicarlas, pero la verificación no constituye una garantía del desempeño de ninguna clínica ni de ningún resultado concreto.",
      ],
    },
    {
      heading: "Su cuenta",
      paragraphs: [
        "Debe tener al menos 18 años para crear una cuenta. Facilite información exacta, mantenga su contraseña en secreto y avísenos sin demora si cree que otra persona ha utilizado su cuenta. Puede activar la verificación en dos pasos para una mayor protección.",
        "Usted es responsable de la actividad de su cuenta. Puede cerrar su cuenta en cualquier momento desde su panel.",
      ],
    },
    {
      heading: "Precios, presupuestos y moneda",
      paragraphs: [
        "Los precios los fijan las clínicas asociadas. Los mostramos con la mayor claridad posible, incluido lo que incluye y excluye cada paquete, pero es posible que una clínica necesite valorarle antes de confirmar un precio definitivo.",
        "Los presupuestos de las clínicas asociadas son válidos hasta la fecha de caducidad indicada. Puede aceptar o rechazar un presupuesto en su panel mientras siga vigente.",
        "Puede elegir ver los precios en dólares estadounidenses, euros o libras esterlinas. Los precios convertidos utilizan tipos de referencia fijos y son solo orientativos. Los pagos de los paquetes se procesan en dólares estadounidenses, y el importe final se muestra en la página de pago antes de que pague. El emisor de su tarjeta puede aplicar su propio tipo de cambio o sus propias comisiones.",
      ],
    },
    {
      heading: "Depósitos",
      paragraphs: [
        "Para reservar un paquete, abona un depósito con tarjeta a través de nuestro proveedor de pagos con tarjeta. No vemos ni guardamos los datos completos de su tarjeta.",
        "Su depósito está protegido hasta que la clínica asociada confirme su cita. Si la clínica asociada no puede confirmar una fecha, o decide tras revisar su información que no puede tratarle, se le reembolsa íntegramente el depósito en la tarjeta con la que pagó.",
        "Una vez confirmada su cita, el depósito se aplica al coste de su tratamiento. El importe restante, si lo hay, se abona según lo indicado en su reserva y en las condiciones de la clínica asociada.",
      ],
    },
    {
      heading: "Cancelaciones y cambios",
      paragraphs: [
        "Antes de que se confirme su cita, puede cancelar su reserva en cualquier momento y se le reembolsará íntegramente el depósito.",
        "Una vez confirmada su cita, las cancelaciones y los cambios de fecha se rigen por la política de cancelación de la clínica asociada, que se muestra antes de reservar. Léala con atención; algunas clínicas no pueden reembolsar gastos ya comprometidos, como las reservas de hotel.",
        "Si una clínica asociada cancela una cita confirmada, usted tiene derecho al reembolso íntegro de su depósito, y nuestro equipo de asistencia le ayudará a estudiar alternativas si lo desea.",
        "Los reembolsos se efectúan en la tarjeta original. El tiempo que tardan en reflejarse depende del emisor de su tarjeta.",
      ],
    },
    {
      heading: "Reseñas",
      paragraphs: [
        "Solo los pacientes con una reserva completada pueden dejar una reseña sobre la clínica en la que recibieron tratamiento. Las reseñas deben describir su propia experiencia real.",
        "No incluya datos personales de otras personas, lenguaje ofensivo o discriminatorio, contenido promocional ni afirmaciones que sepa que son falsas. Las reseñas describen experiencias personales y no deben presentarse como asesoramiento médico.",
        "Podemos retirar o negarnos a publicar una reseña que incumpla estas normas. No retiramos reseñas solo porque sean negativas, y las clínicas asociadas no pueden pagar para ocultar, editar o eliminar una reseña. Al publicar una reseña, nos autoriza a mostrarla en CareAtlas.",
      ],
    },
    {
      heading: "Uso aceptable",
      paragraphs: [
        "Utilice CareAtlas de forma lícita y respetuosa. No debe facilitar información falsa, suplantar la identidad de nadie, acosar al personal de las clínicas ni a otros usuarios, subir archivos maliciosos, intentar acceder a cuentas o datos que no sean suyos, interferir en la seguridad o el funcionamiento del servicio, ni copiar o extraer de forma masiva contenido del sitio web.",
        "Podemos suspender o cerrar las cuentas que incumplan estas condiciones y denunciar cualquier actividad ilícita ante las autoridades competentes.",
      ],
    },
    {
      heading: "Nuestra responsabilidad",
      paragraphs: [
        "CareAtlas no se hace responsable de los resultados de los tratamientos ni de los actos u omisiones de las clínicas asociadas, que son proveedores independientes responsables de la atención que prestan.",
        "Nos esforzamos por que el servicio sea exacto y esté disponible, pero no podemos garantizar que funcione siempre sin interrupciones ni errores. En la medida en que lo permita la ley, no somos responsables de los daños indirectos o derivados, y nuestra responsabilidad total frente a usted en relación con una reserva se limita al importe que usted pagó a través de CareAtlas por esa reserva.",
        "Nada de lo dispuesto en estas condiciones limita ninguna responsabilidad que no pueda limitarse por ley, como la responsabilidad por fraude o por muerte o lesiones personales causadas por nuestra propia negligencia, ni sus derechos legales como consumidor.",
      ],
    },
    {
      heading: "Cambios en estas condiciones",
      paragraphs: [
        "Podemos actualizar estas condiciones periódicamente. Mostraremos la fecha de entrada en vigor en la parte superior de esta página y, si los cambios son importantes, se lo comunicaremos por correo electrónico o en su panel antes de que entren en vigor. Las reservas ya realizadas se siguen rigiendo por las condiciones vigentes en el momento en que las hizo.",
      ],
    },
    {
      heading: "Legislación aplicable",
      paragraphs: [
        "Estas condiciones se rigen por las leyes del país en el que esté registrada la empresa que opera CareAtlas, y los litigios se someterán a los tribunales de ese país. Ello no le priva de los derechos imperativos de protección del consumidor que le reconozcan las leyes de su país de residencia, incluido el derecho a presentar una reclamación ante los tribunales de su lugar de residencia cuando la ley lo permita.",
        "Su contrato de tratamiento con una clínica asociada puede regirse por la ley del país en el que se encuentre la clínica.",
      ],
    },
    {
      heading: "Contacto",
      paragraphs: [
        "Si tiene alguna pregunta sobre estas condiciones o alguna inquietud sobre una reserva, escríbanos a support@careatlas.example. Nuestra oficina está en Bursa (Turquía), y nuestro equipo de asistencia responde a los correos en un plazo de 24 a 48 horas.",
      ],
    },
  ],
  privacy: [
    {
      heading: "Sobre esta política",
      paragraphs: [
        "Esta política explica qué datos personales guarda CareAtlas, por qué los guardamos, con quién los compartimos y qué derechos tiene usted. CareAtlas es responsable de los datos personales tratados a través de nuestro sitio web y de nuestro panel.",
        "Solo recogemos lo que necesitamos para prestar el servicio, nunca vendemos sus datos y no los compartimos con nadie sin su consentimiento, salvo con los proveedores de servicios que se describen a continuación o cuando la ley lo exija.",
      ],
    },
    {
      heading: "Qué guardamos y por qué",
      paragraphs: [
        "Datos de la cuenta: su nombre, su dirección de correo electrónico, su contraseña (guardada únicamente en forma de hash seguro) y los ajustes de seguridad del inicio de sesión, como la verificación en dos pasos. Los utilizamos para crear su cuenta, permitirle iniciar sesión y mantener su cuenta segura.",
        "Perfil: los datos que decida añadir, como su número de teléfono, su nacionalidad, los tratamientos que le interesan, los idiomas que habla y una foto de perfil. Los utilizamos para personalizar su panel y ayudar a las clínicas a comunicarse con usted.",
        "Favoritos: las clínicas y los paquetes que guarda, para que pueda volver a encontrarlos.",
        "Mensajes: los mensajes que intercambia con las clínicas asociadas a través de CareAtlas, para que ambas partes tengan constancia de la conversación.",
        "Solicitudes de presupuesto y presupuestos: el tratamiento por el que preguntó, la respuesta de la clínica, el importe, el estado y la fecha de caducidad.",
        "Reservas: la clínica, el tratamiento, las fechas, los costes, la moneda, la referencia de la reserva y su estado.",
        "Referencias de pago: la referencia y el estado de cada pago, para poder asociar los depósitos a las reservas y emitir reembolsos. Los datos de su tarjeta los gestiona nuestro proveedor de pagos con tarjeta y no los guardamos nosotros.",
        "Contacto y boletín: los datos que facilita al usar el formulario de contacto o al suscribirse a nuestro boletín, que utilizamos para responderle o enviarle los correos que ha solicitado.",
        "Datos técnicos: información básica como su dirección IP, el tipo de navegador y las páginas que solicita, que se conserva en registros de seguridad para proteger el servicio e investigar usos indebidos.",
      ],
    },
    {
      heading: "Datos de salud",
      paragraphs: [
        "Parte de lo que comparte con nosotros son datos de salud, que merecen un cuidado especial. Esto incluye los documentos médicos que sube, como pruebas de imagen, resultados de análisis e informes, y cualquier información de salud que incluya en mensajes o solicitudes de presupuesto.",
        "Los documentos médicos que sube se guardan cifrados. Solo se comparten con una clínica asociada con su consentimiento explícito, otorgado por separado para cada clínica, y puede retirar ese consentimiento en cualquier momento desde su panel. Al retirar el consentimiento, el acceso de esa clínica termina de inmediato. No permite recuperar las copias que la clínica ya haya descargado; la clínica debe tratarlas conforme a sus propias obligaciones en materia de protección de datos.",
        "Cada acceso a sus documentos médicos queda registrado, y puede consultar ese registro en su panel: quién abrió qué archivo y cuándo.",
      ],
    },
    {
      heading: "Nuestras bases jurídicas",
      paragraphs: [
        "Contrato: tratamos los datos de la cuenta, las reservas, los presupuestos, los mensajes y los pagos porque los necesitamos para prestar el servicio que usted ha solicitado.",
        "Consentimiento: solo tratamos datos de salud, incluidos los documentos médicos subidos, con su consentimiento explícito, y solo los compartimos con una clínica con su consentimiento explícito para esa clínica. También nos basamos en el consentimiento para los correos comerciales. Puede retirar su consentimiento en cualquier momento.",
        "Intereses legítimos: utilizamos los datos técnicos para mantener la seguridad del servicio, prevenir el fraude y entender y resolver problemas.",
        "Obligación legal: conservamos algunos registros de reservas y pagos porque así lo exige la normativa fiscal y contable.",
      ],
    },
    {
      heading: "Con quién compartimos los datos",
      paragraphs: [
        "No vendemos sus datos personales ni los compartimos sin su consentimiento. Cuando envía un mensaje, solicita un presupuesto o realiza una reserva, compartimos con la clínica asociada que ha elegido los datos que necesita para responder, como su nombre, sus datos de contacto y la propia solicitud. Los documentos médicos solo se comparten según se describe en la sección de datos de salud anterior.",
        "Recurrimos a un número reducido de proveedores de servicios (encargados del tratamiento) que tratan datos en nuestro nombre, en virtud de un contrato y solo siguiendo nuestras instrucciones: un proveedor de envío de correo electrónico que envía los correos de la cuenta y de las reservas; un proveedor de pagos con tarjeta que procesa los pagos y custodia los datos de su tarjeta; y un proveedor de alojamiento que gestiona nuestros servidores, nuestra base de datos y nuestro almacenamiento de archivos.",
        "Cuando un proveedor trata datos fuera de su país, aplicamos las garantías adecuadas que exige la ley. También podemos revelar datos si la ley lo exige, o para proteger los derechos y la seguridad de nuestros usuarios.",
      ],
    },
    {
      heading: "Cuánto tiempo conservamos los datos",
      paragraphs: [
        "Conservamos los datos de su cuenta, su perfil, sus favoritos, mensajes, presupuestos e documentos médicos mientras su cuenta esté abierta, salvo que usted los elimine antes.",
        "Cuando elimina su cuenta, actuamos de inmediato. Borramos su cuenta, su perfil, su foto, sus métodos de inicio de sesión y sesiones, sus favoritos, notificaciones, solicitudes de presupuesto y presupuestos, sus conversaciones con las clínicas y los mensajes que contienen (también en la cuenta de las clínicas), los documentos médicos que subió y todas las copias guardadas de sus archivos, así como sus suscripciones al boletín, alertas de búsqueda y envíos del formulario de contacto realizados con su dirección de correo electrónico.",
        "Anonimizamos lo que necesitan la ley u otras personas: sus reservas y pagos de depósitos permanecen en poder de la clínica para sus registros fiscales y contables, desvinculados de su cuenta y sin su nombre (se conservan el tratamiento, las fechas, los importes y la marca y los cuatro últimos dígitos de la tarjeta), y sus reseñas publicadas se mantienen con el nombre «Former patient» (antiguo paciente). Conservamos los registros de seguridad durante un periodo limitado, tras el cual se eliminan.",
        "Conservamos un registro mínimo de los consentimientos que otorgó y de quién accedió a sus documentos médicos, sin su nombre, su dirección de correo electrónico ni ningún contenido de salud, como prueba de que sus datos se trataron de forma lícita. Después enviamos un último correo a su dirección para confirmar la eliminación.",
        "Las copias que se encuentren en copias de seguridad protegidas se eliminan a medida que estas caducan en su ciclo habitual.",
      ],
    },
    {
      heading: "Sus derechos",
      paragraphs: [
        "Acceso: puede ver la mayoría de sus datos en su panel en cualquier momento y solicitarnos una copia completa.",
        "Descarga de sus datos: «Descargar mis datos», en su panel, le proporciona un archivo zip con todo lo que guardamos sobre usted: un archivo data.json legible por máquina (cuenta, perfil, reservas y pagos, solicitudes de presupuesto y presupuestos, conversaciones y mensajes, documentos médicos, consentimientos, el registro de accesos a los documentos médicos, reseñas, notificaciones, favoritos, sesiones y métodos de inicio de sesión), los archivos de documentos médicos que subió y un archivo README que describe el formato. Nunca se incluyen las contraseñas (que solo guardamos como hash), los tokens de sesión ni los secretos de seguridad.",
        "Rectificación: puede actualizar su perfil usted mismo o pedirnos que corrijamos cualquier dato incorrecto.",
        "Supresión: puede eliminar su cuenta y sus datos personales en cualquier momento con «Eliminar mi cuenta» en su panel, o enviando una solicitud por correo electrónico a support@careatlas.example.",
        "También puede oponerse a determinados tratamientos o pedirnos que los limitemos, y retirar su consentimiento en cualquier momento. Si no está satisfecho con cómo hemos tratado sus datos, póngase primero en contacto con nosotros; también tiene derecho a presentar una reclamación ante la autoridad de protección de datos de su país.",
      ],
    },
    {
      heading: "Seguridad",
      paragraphs: [
        "Todas las conexiones con CareAtlas están cifradas en tránsito. Los documentos médicos están cifrados en reposo, las contraseñas se guardan solo en forma de hash y la verificación en dos pasos está disponible para su cuenta.",
        "Dentro de CareAtlas, el acceso a los datos personales se limita a las personas que lo necesitan para su trabajo, y los accesos a los documentos médicos quedan registrados. Ningún sistema es perfectamente seguro, pero si se produce una brecha que afecte a sus datos, se lo comunicaremos a usted y a las autoridades competentes según exija la ley.",
      ],
    },
    {
      heading: "Menores",
      paragraphs: [
        "CareAtlas está dirigido a adultos, y debe tener 18 años o más para crear una cuenta. Si se está valorando un tratamiento para un menor, uno de sus padres o su tutor legal debe utilizar su propia cuenta y encargarse de todas las gestiones. Si cree que un menor nos ha facilitado datos personales, póngase en contacto con nosotros y los eliminaremos.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "Utilizamos un pequeño número de cookies esenciales y almacenamiento de preferencias. Nuestra Política de cookies explica qué son y cómo controlarlas.",
      ],
    },
    {
      heading: "Cambios en esta política",
      paragraphs: [
        "Podemos actualizar esta política periódicamente. La fecha de entrada en vigor que figura en la parte superior de la página indica cuándo se modificó por última vez, y le informaremos de los cambios importantes por correo electrónico o en su panel.",
      ],
    },
    {
      heading: "Contacto",
      paragraphs: [
        "Para cualquier pregunta o solicitud relacionada con la privacidad, escriba a support@careatlas.example indicando «Privacy» en el asunto, o escriba a nuestra oficina de Bursa (Turquía). Procuramos responder en un plazo de 24 a 48 horas y atender las solicitudes en el plazo de un mes.",
      ],
    },
  ],
  cookies: [
    {
      heading: "Sobre las cookies",
      paragraphs: [
        "Las cookies son pequeños archivos de texto que un sitio web guarda en su navegador. Tecnologías similares, como el almacenamiento local de su navegador, funcionan de forma muy parecida. En esta política, con «cookies» nos referimos a ambas.",
        "Las cookies suelen clasificarse en cuatro tipos: esenciales, de preferencias, de análisis y de marketing. Esta página explica cada tipo y cuáles utiliza CareAtlas.",
      ],
    },
    {
      heading: "Qué utilizamos actualmente",
      paragraphs: [
        "Actualmente CareAtlas solo utiliza cookies esenciales y almacenamiento de preferencias. No utilizamos cookies de análisis ni de marketing. Si algún día quisiéramos utilizarlas, le pediríamos antes su permiso, y podría rechazarlas sin que ello afecte al funcionamiento del sitio web para usted.",
      ],
    },
    {
      heading: "Cookies esenciales",
      paragraphs: [
        "Para qué sirven: las cookies esenciales hacen que el sitio web funcione y se mantenga seguro. Sin ellas no podría iniciar sesión ni usar su panel, por lo que no pueden desactivarse en nuestros ajustes.",
        "Ejemplos: la cookie de sesión que mantiene su sesión iniciada mientras navega entre páginas; cookies de corta duración que protegen el proceso de inicio de sesión, por ejemplo mientras completa la verificación en dos pasos; y una cookie de corta duración que lleva un mensaje de confirmación puntual de una página a la siguiente.",
        "No se utilizan para seguirle en otros sitios web.",
      ],
    },
    {
      heading: "Cookies y almacenamiento de preferencias",
      paragraphs: [
        "Para qué sirven: el almacenamiento de preferencias recuerda las opciones que elige para que no tenga que repetirlas en cada visita.",
        "Ejemplos: careatlas-currency recuerda la moneda que eligió para ver los precios (dólares estadounidenses, euros o libras); careatlas-favorites conserva las clínicas que ha guardado en este navegador; y app-banner-dismissed recuerda que cerró el banner de la aplicación móvil para que no vuelva a aparecer.",
        "Esta información permanece en su navegador. No la utilizamos con fines publicitarios ni para elaborar un perfil sobre usted.",
      ],
    },
    {
      heading: "Cookies de análisis",
      paragraphs: [
        "Para qué sirven: las cookies de análisis ayudan a un sitio web a entender cómo se utiliza, por ejemplo cuántas personas visitan una página, cómo llegaron y dónde la abandonan, normalmente de forma agregada.",
        "Ejemplos: cookies de herramientas de analítica web que asignan a su navegador un identificador aleatorio para contar las visitas.",
        "Actualmente no utilizamos cookies de análisis. Le pediríamos su consentimiento antes de utilizarlas.",
      ],
    },
    {
      heading: "Cookies de marketing",
      paragraphs: [
        "Para qué sirven: las cookies de marketing se utilizan para mostrarle publicidad relevante para usted y para medir campañas publicitarias, a menudo siguiendo su actividad en distintos sitios web.",
        "Ejemplos: cookies de redes publicitarias o de plataformas de redes sociales.",
        "Actualmente no utilizamos cookies de marketing. Le pediríamos su consentimiento antes de utilizarlas.",
      ],
    },
    {
      heading: "Cómo controlar las cookies",
      paragraphs: [
        "Puede ver, bloquear o eliminar las cookies y los datos de sitios en los ajustes de su navegador, y la mayoría de los navegadores ofrecen un modo de navegación privada que los elimina al cerrar la ventana. Encontrará instrucciones en las páginas de ayuda de su navegador.",
        "Si bloquea las cookies esenciales, no podrá iniciar sesión. Si borra el almacenamiento de preferencias, el sitio volverá a su configuración predeterminada, como mostrar los precios en dólares estadounidenses, y se eliminarán los favoritos guardados solo en su navegador.",
        "Si en el futuro introducimos cookies opcionales, le ofreceremos una elección clara cuando nos visite, y podrá cambiar de opinión en cualquier momento.",
      ],
    },
    {
      heading: "Cambios y contacto",
      paragraphs: [
        "Actualizaremos esta política si cambian las cookies que utilizamos y mostraremos la nueva fecha de entrada en vigor en la parte superior de la página. Si tiene alguna pregunta, escríbanos a support@careatlas.example.",
      ],
    },
  ],
  ui: {
    eyebrow: "Información legal",
    effectiveDate: "Fecha de entrada en vigor:",
    contents: "Índice",
    otherPolicies: "Otras políticas",
    contact: "Contacto",
    notice:
      "Esta traducción se ofrece únicamente para su comodidad. La versión en inglés es la que tiene validez jurídica y prevalece en caso de discrepancia o contradicción.",
  },
};
