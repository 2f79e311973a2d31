// Terms and Conditions (short) and Terms of Service (10 sections), Spanish; contact placeholders are filled from configuration.
import type { TermsContent } from "./types.ts";

export const termsEs: TermsContent = {
  conditions: {
    title: "Términos y Condiciones",
    lastUpdated: "2025-10-21",
    intro: [
      "Estas son las condiciones principales para comprarnos una película personalizada de Santa. Léalas antes de hacer su pedido. Los Términos del Servicio que aparecen más abajo dan más detalles.",
    ],
    sections: [
      {
        heading: "Quién puede hacer pedidos",
        paragraphs: [
          "Debe tener 18 años o más para comprarnos. Al hacer un pedido, usted confirma que es una persona adulta y que tiene derecho a compartir los datos y las fotos que nos envía.",
        ],
      },
      {
        heading: "Pedidos y precio",
        paragraphs: [
          "Cada película se hace para un solo niño o niña y cuesta $24.95. Es un pago único: no hay suscripción ni nada más que pagar después.",
          "Si pide más de una película en el mismo pedido, recibe un descuento por cada película adicional. El descuento se muestra antes de pagar.",
        ],
      },
      {
        heading: "Entrega",
        paragraphs: [
          "Su película suele llegar en un plazo de 2 a 3 horas desde su pedido. En temporada alta, durante las semanas de más demanda antes de Navidad, puede tardar hasta 24 horas.",
          "Le enviamos por correo electrónico un enlace privado a su película, y también puede encontrarla en la página de su cuenta.",
        ],
      },
      {
        heading: "Su película",
        paragraphs: [
          "Su película está en Full HD y dura entre 8 y 10 minutos aproximadamente, con subtítulos en inglés o en español, según lo que elija al hacer el pedido.",
          "Puede descargarla y compartirla con su familia y sus amigos para uso personal.",
        ],
      },
      {
        heading: "Cambios, cancelaciones y reembolsos",
        paragraphs: [
          "Puede modificar o cancelar su pedido, y recibir un reembolso completo, solo antes de que comience la producción de su película.",
          "Una vez que la producción ha comenzado, no podemos ofrecer reembolsos, porque la película se hace especialmente para su niño o niña.",
        ],
      },
      {
        heading: "Correcciones",
        paragraphs: [
          "Si hay un error en el nombre del niño o la niña o en cualquier otro dato, avísenos dentro de las 24 horas siguientes a su compra y lo corregiremos sin costo.",
        ],
      },
    ],
  },
  service: {
    title: "Términos del Servicio",
    lastUpdated: "2025-10-21",
    intro: [
      "Estos Términos del Servicio son un acuerdo entre usted y nosotros, la tienda que crea y entrega películas personalizadas de Santa. Se aplican siempre que use nuestro sitio o nos compre.",
      "Hemos intentado redactarlos con un lenguaje sencillo. Si algo no está claro, pregúntenos antes de hacer su pedido.",
    ],
    sections: [
      {
        heading: "Aceptación y requisitos",
        paragraphs: [
          "Al usar nuestro sitio o hacer un pedido, usted acepta estos términos y nuestra Política de Privacidad. Si no está de acuerdo con ellos, no use el sitio.",
          "Debe tener 18 años o más para usar el sitio, crear una cuenta o hacer un pedido. La película puede hacerse para un niño, una niña o una persona adulta, pero quien la pide debe ser mayor de edad.",
        ],
      },
      {
        heading: "El servicio",
        paragraphs: [
          "Creamos una película personalizada en la que Santa le habla a la persona que la recibe. Usamos los datos que usted nos da, como el nombre, la edad, los logros y los deseos del niño o la niña, su mensaje especial y hasta 10 fotos opcionales.",
          "Cada película se hace para un solo niño o niña. Está en Full HD, dura entre 8 y 10 minutos aproximadamente y tiene subtítulos en inglés o en español.",
        ],
      },
      {
        heading: "Pedidos y pago",
        paragraphs: [
          "El precio de una película es de $24.95, en un pago único. No hay suscripciones ni cargos ocultos. Si pide más de una película en el mismo pedido, recibe un descuento por cada película adicional, que verá antes de pagar.",
          "Puede pagar con tarjeta de crédito o débito, Apple Pay, Google Pay, PayPal u otros métodos disponibles al pagar. Todos los pagos se hacen a través de una plataforma de pago segura de un tercero, y nunca vemos ni guardamos el número completo de su tarjeta.",
          "Su pedido queda confirmado cuando se acepta su pago. Usted es responsable de que los datos que nos da sean correctos y estén completos.",
        ],
      },
      {
        heading: "Entrega",
        paragraphs: [
          "Por lo general, entregamos su película en un plazo de 2 a 3 horas desde su pedido. En temporada alta, puede tardar hasta 24 horas.",
          "Entregamos su película mediante un enlace privado que le enviamos por correo electrónico, y también puede encontrarla en la página de su cuenta. Si nos dio el correo electrónico del niño o la niña, podemos enviársela directamente. Si no ve nuestro correo, revise su carpeta de correo no deseado.",
          "Los plazos de entrega son estimados. Si algo retrasa su película, se lo haremos saber.",
        ],
      },
      {
        heading: "Correcciones y reembolsos",
        paragraphs: [
          "Puede modificar o cancelar su pedido, y recibir un reembolso completo, solo antes de que comience la producción. Una vez que la producción ha comenzado, no podemos ofrecer reembolsos, porque cada película se hace para un niño o una niña en particular.",
          "Si hay un error en el nombre o en cualquier otro dato, avísenos dentro de las 24 horas siguientes a su compra y corregiremos la película sin costo.",
          "Si nos compró un producto físico, puede devolverlo en estas condiciones:",
        ],
        list: [
          "El producto debe llegar a nuestro centro de distribución dentro de los 30 días siguientes a la entrega.",
          "Usted paga el envío de la devolución.",
          "Una vez procesada la devolución, el reembolso aparecerá en su método de pago original en un plazo de 3 a 5 días hábiles.",
        ],
      },
      {
        heading: "Licencia y propiedad intelectual",
        paragraphs: [
          "La película, y todo lo que hay en nuestro sitio, incluidas las escenas de Santa, la música, los diseños y los textos, nos pertenece a nosotros o a quienes nos otorgan licencias.",
          "Cuando compra una película, le otorgamos una licencia personal y no comercial para verla, descargarla y compartirla con su familia y sus amigos. No puede venderla, usarla en publicidad ni darle ningún otro uso comercial.",
          "Al enviarnos fotos y datos, usted confirma que tiene derecho a compartirlos con nosotros y nos permite usarlos únicamente para crear y entregar su película.",
        ],
      },
      {
        heading: "Uso aceptable",
        paragraphs: [
          "Le pedimos que use nuestro sitio y nuestro servicio de forma responsable. Usted se compromete a no:",
        ],
        list: [
          "Enviar fotos o textos ofensivos, ilegales o que no tenga derecho a compartir.",
          "Enviar datos de un niño o una niña sin el permiso de su madre, padre o tutor.",
          "Intentar dañar o sobrecargar nuestro sitio o nuestros sistemas, ni acceder a ellos sin autorización.",
          "Usar el sitio para perjudicar, engañar o acosar a otras personas.",
        ],
      },
      {
        heading: "Limitación de responsabilidad",
        paragraphs: [
          "Nos esforzamos para que cada película salga bien y llegue a tiempo, pero el sitio y el servicio se ofrecen tal como están, y no podemos garantizar que siempre funcionen sin errores ni interrupciones.",
          "En la medida en que la ley lo permita, nuestra responsabilidad total ante usted por cualquier reclamación relacionada con el sitio o el servicio se limita a la cantidad mayor entre $100 y el importe que pagó por el pedido en cuestión. No somos responsables de pérdidas indirectas o consecuentes.",
          "Nada de lo dispuesto en estos términos limita los derechos que, por ley, no pueden limitarse.",
        ],
      },
      {
        heading: "Controversias",
        paragraphs: [
          "Si tiene algún problema, contáctenos primero. La mayoría de los problemas se resuelven de forma rápida y sencilla.",
          "Toda reclamación relacionada con el sitio o el servicio debe presentarse dentro de un año calendario a partir de la fecha en que surgió. Cualquier controversia que no podamos resolver juntos se resolverá mediante arbitraje vinculante en Los Ángeles, California, conforme a las leyes de California.",
          "Estos términos se rigen por las leyes de los Estados Unidos.",
        ],
      },
      {
        heading: "Cambios y contacto",
        paragraphs: [
          "Podemos actualizar estos términos de vez en cuando. La fecha que aparece al inicio de esta página indica cuándo se actualizaron por última vez. A cada pedido se le aplican los términos vigentes en el momento en que se hizo.",
          "Si tiene alguna pregunta sobre estos términos o sobre su pedido, puede comunicarse con nosotros aquí:",
        ],
        list: ["Correo electrónico: {ordersEmail}", "Teléfono: {phone}", "Dirección postal: {address}"],
      },
    ],
  },
};
