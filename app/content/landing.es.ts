// Spanish copy for the landing page: how it works, the journey, examples, values, testimonials and FAQ.
import type { LandingContent } from "./types.ts";

export const landingEs: LandingContent = {
  howItWorks: [
    {
      title: "Cuéntanos sobre tu hijo",
      description:
        "Comparte su nombre, edad, cómo es, sus logros y sus deseos, y si quieres agrega hasta 10 fotos.",
    },
    {
      title: "Paga de forma segura",
      description:
        "Un solo pago de $24.95 por película con tarjeta, Apple Pay, Google Pay o PayPal en un pago seguro.",
    },
    {
      title: "Los duendes de Santa se ponen a trabajar",
      description: "Tus datos y fotos se integran en una película en Full HD hecha solo para tu hijo.",
    },
    {
      title: "Recibe tu enlace privado",
      description:
        "Te enviamos un enlace privado por correo electrónico, normalmente en menos de 3 horas, y la película también aparece en tu cuenta.",
    },
  ],
  journey: [
    {
      title: "Bienvenida al taller de Santa",
      description:
        "Santa saluda a tu hijo por su nombre y le muestra el taller, donde los duendes preparan todo para la Navidad.",
    },
    {
      title: "La lista de niños buenos",
      description: "Santa abre su famosa lista y encuentra escrito el nombre de tu hijo.",
      highlight: "Su nombre en la lista",
    },
    {
      title: "Fotos en el libro de Santa",
      description: "Las páginas del gran libro de Santa muestran las fotos de tu propio hijo.",
      highlight: "Sus propias fotos",
    },
    {
      title: "Un año para estar orgulloso",
      description:
        "Santa reconoce todo lo que tu hijo se esforzó este año, desde la escuela hasta su bondad en casa.",
      highlight: "Sus logros reconocidos",
    },
    {
      title: "Deseos de Navidad",
      description: "Santa habla de los deseos que tu hijo le compartió esta temporada.",
    },
    {
      title: "Un mensaje especial de Santa",
    },
  ],
  examples: [
    {
      title: "La primera visita de Emma al taller",
      description:
        "Una niña de cuatro años escucha a Santa decir su nombre y ve sus propias fotos en su libro.",
    },
    {
      title: "Lucas, un hermano mayor cariñoso",
      description:
        "Santa le agradece a un niño de siete años por ayudar a cuidar a su hermanita recién nacida.",
    },
    {
      title: "El año lector de Sofía",
      description: "Santa celebra a una niña de seis años que este año aprendió a leer libros por capítulos.",
    },
    {
      title: "Mateo y la gran mudanza",
      description:
        "Un mensaje cálido para un niño de cinco años que fue valiente cuando su familia se mudó a una casa nueva.",
    },
    {
      title: "La temporada de fútbol de Olivia",
      description:
        "Una niña de nueve años escucha a Santa celebrar su trabajo en equipo y su primer gol de la temporada.",
    },
    {
      title: "La primera Navidad de Noah",
      description:
        "Un recuerdo para la primera Navidad de un bebé, para que la familia lo atesore por muchos años.",
    },
  ],
  values: [
    {
      title: "Realmente personalizada",
      description:
        "Santa menciona el nombre, la edad, los logros y los deseos de tu hijo, para que la película se sienta hecha solo para él.",
    },
    {
      title: "Sus fotos en la película",
      description: "Agrega hasta 10 fotos y mira cómo aparecen en el libro de Santa mientras tu hijo mira.",
    },
    {
      title: "Entrega rápida",
      description:
        "Tu película suele llegar en menos de 3 horas, y hasta 24 horas en plena temporada navideña.",
    },
    {
      title: "Full HD, con subtítulos",
      description: "Una película en Full HD de unos 8 a 10 minutos, con subtítulos, en inglés o en español.",
    },
    {
      title: "Pago simple y seguro",
      description:
        "Un solo pago de $24.95 por película con tarjeta, Apple Pay, Google Pay o PayPal, sin suscripciones.",
    },
  ],
  testimonials: [
    {
      name: "Maria G.",
      location: "Miami, FL",
      text: "Mi hija se quedó en silencio cuando Santa dijo su nombre y luego mostró sus propias fotos. Desde entonces nos pide verla todas las noches.",
    },
    {
      name: "Jason T.",
      location: "Columbus, OH",
      text: "Pedimos películas para nuestros dos hijos y las recibimos esa misma tarde. Cuando Santa mencionó su equipo de fútbol, lo creyeron por completo.",
    },
    {
      name: "Ana R.",
      location: "San Antonio, TX",
      text: "Poder elegir español hizo que los abuelos de mi hijo la disfrutaran con nosotros. Fue fácil de pedir y se sintió muy personal.",
    },
  ],
  faq: [
    {
      id: "ordering",
      title: "Pedidos y pagos",
      items: [
        {
          question: "¿Cuánto cuesta una película?",
          answer:
            "Cada película cuesta $24.95 en un solo pago. No hay suscripción ni cargos adicionales después.",
        },
        {
          question: "¿Puedo pedir películas para más de un niño?",
          answer:
            "Sí. Cada película se hace para un solo niño, y puedes agregar una película por cada niño en el mismo pedido. Cada película adicional del pedido tiene un descuento, que verás antes de pagar.",
        },
        {
          question: "¿Cómo puedo pagar?",
          answer:
            "Puedes pagar con tarjeta de crédito o débito, Apple Pay, Google Pay o PayPal en un proceso de pago seguro.",
        },
        {
          question: "¿Quién puede hacer un pedido?",
          answer:
            "El pedido debe hacerlo un adulto de 18 años o más, como un padre, una madre, un abuelo o un amigo de la familia.",
        },
      ],
    },
    {
      id: "delivery",
      title: "Entrega y tiempos",
      items: [
        {
          question: "¿En cuánto tiempo recibiré la película?",
          answer:
            "La mayoría de las películas se entregan en menos de 3 horas. En plena temporada navideña puede tardar hasta 24 horas.",
        },
        {
          question: "¿Cómo se entrega la película?",
          answer:
            "Te enviamos un enlace privado a tu correo electrónico, y la película también aparece en tu cuenta.",
        },
        {
          question: "¿Se puede enviar la película directamente a mi hijo?",
          answer:
            "Sí. Si al hacer el pedido indicas el correo electrónico de tu hijo, podemos enviarle la película directamente. Es opcional.",
        },
        {
          question: "¿Cuándo debo hacer el pedido para Navidad?",
          answer:
            "La entrega suele tardar unas pocas horas, pero en plena temporada puede tardar hasta 24 horas. Para ir a lo seguro, haz tu pedido al menos un día antes de cuando quieras compartir la película.",
        },
      ],
    },
    {
      id: "personalization",
      title: "Personalización",
      items: [
        {
          question: "¿Qué datos necesitan sobre mi hijo?",
          answer:
            "El nombre, la edad, el color de ojos y de cabello de tu hijo, sus logros o buenos comportamientos, sus deseos y un mensaje especial tuyo para que Santa lo comparta.",
        },
        {
          question: "¿Tengo que agregar fotos?",
          answer:
            "Las fotos son opcionales pero recomendadas: puedes agregar hasta 10, y aparecen en el libro de Santa durante la película.",
        },
        {
          question: "¿Qué tipo de fotos puedo subir?",
          answer:
            "Fotos en JPEG, PNG, WebP o HEIC de hasta 25 MB cada una. Funcionan mejor las fotos claras y bien iluminadas del rostro de tu hijo.",
        },
        {
          question: "¿En qué idiomas está disponible?",
          answer:
            "Cada película puede hacerse en inglés o en español, con subtítulos. Eliges el idioma por separado para cada película.",
        },
        {
          question: "¿Qué pasa si me equivoqué en el nombre o los datos de mi hijo?",
          answer: "Avísanos dentro de las 24 horas posteriores a tu compra y lo corregiremos sin costo.",
        },
        {
          question: "¿Qué pasa con las fotos y los datos de mi hijo?",
          answer:
            "Se usan solo para hacer la película. Los datos de tu hijo se eliminan después de la entrega, y las fotos se eliminan 30 días después de la entrega.",
        },
      ],
    },
    {
      id: "experience",
      title: "La experiencia del video",
      items: [
        {
          question: "¿Cuánto dura la película?",
          answer: "La película dura unos 8 a 10 minutos, lo suficiente para una verdadera visita con Santa.",
        },
        {
          question: "¿Qué calidad tiene el video?",
          answer:
            "Cada película está en Full HD con subtítulos, así que se ve muy bien en un teléfono, una tableta o un televisor.",
        },
        {
          question: "¿Qué verá mi hijo en la película?",
          answer:
            "Una visita al taller de Santa, su nombre en la lista de niños buenos, sus fotos en el libro de Santa, el reconocimiento de sus logros, una charla sobre sus deseos y tu mensaje especial.",
        },
        {
          question: "¿Puedo descargar y compartir la película?",
          answer: "Sí. Puedes descargar la película para guardarla y compartirla con familiares y amigos.",
        },
        {
          question: "¿Las películas de ejemplo duran lo mismo que la mía?",
          answer:
            "No, los ejemplos son muestras cortas. La película de tu hijo dura unos 8 a 10 minutos y se crea con sus propios datos y fotos.",
        },
      ],
    },
    {
      id: "policies",
      title: "Políticas y soporte",
      items: [
        {
          question: "¿Puedo cambiar o cancelar mi pedido, o pedir un reembolso?",
          answer:
            "Los cambios, la cancelación y el reembolso son posibles hasta que empieza la producción de la película. Una vez iniciada la producción, el pedido ya no se puede reembolsar.",
        },
        {
          question: "¿Cómo me comunico con ustedes?",
          answer:
            "Escríbenos al correo electrónico que aparece en la sección de contacto, al final de esta página, y con gusto te ayudaremos.",
        },
      ],
    },
  ],
};
