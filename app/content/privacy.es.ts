// Privacy Policy, Spanish: the same 16 sections as the English one; contact placeholders are filled from configuration.
import type { LegalDocument } from "./types.ts";

export const privacyEs: LegalDocument = {
  title: "Política de Privacidad",
  lastUpdated: "2026-11-29",
  intro: [
    "Hacemos películas personalizadas de Santa para niños y niñas. Para crear una película necesitamos algunos datos del niño o la niña que la recibirá. Sabemos que se trata de información personal de alguien a quien usted quiere, y la tratamos con cuidado.",
    "Esta política explica, con palabras sencillas, qué datos recopilamos, para qué, cuánto tiempo los conservamos y qué puede pedirnos que hagamos con ellos. Al usar nuestro sitio o hacer un pedido, usted acepta esta política.",
  ],
  sections: [
    {
      heading: "A quién se aplica esta política",
      paragraphs: [
        "Nuestro sitio y nuestro servicio son para personas adultas. Debe tener 18 años o más para visitar el sitio, crear una cuenta o hacer un pedido.",
        "La película en sí se hace para un niño o una niña, o a veces para una persona adulta. La persona adulta que hace el pedido nos da la información necesaria para crearla. En esta política, “usted” se refiere a esa persona adulta, y “nosotros” y “nuestro” se refieren a la tienda que crea y entrega las películas.",
      ],
    },
    {
      heading: "Información que recopilamos",
      paragraphs: [
        "Solo pedimos lo necesario para crear y entregar su película y para atender su pedido y su cuenta. Cuando hace un pedido, usted nos proporciona:",
      ],
      list: [
        "Su nombre y su correo electrónico.",
        "El nombre y la edad del niño o la niña.",
        "El color de ojos y el color de cabello del niño o la niña.",
        "Los logros o comportamientos del niño o la niña que le gustaría que Santa mencione.",
        "Los deseos del niño o la niña, y un mensaje especial de su parte.",
        "Hasta 10 fotos. Las fotos son opcionales, pero ayudan a que la película sea más personal.",
        "De forma opcional, el correo electrónico del niño o la niña, si desea que la película se le envíe directamente.",
        "El idioma de la película: inglés o español.",
      ],
    },
    {
      heading: "Información que se recopila automáticamente",
      paragraphs: [
        "Como la mayoría de los sitios web, nuestros servidores reciben información técnica básica cuando usted nos visita, como el tipo de navegador, las páginas que abre y la hora de su visita. La usamos para que el sitio funcione, para encontrar y corregir errores y para proteger el sitio contra el uso indebido.",
        "No usamos esta información para crear un perfil publicitario sobre usted.",
      ],
    },
    {
      heading: "Cómo usamos su información",
      paragraphs: [
        "Usamos la información que nos da únicamente para producir su película, entregársela a usted (o al niño o la niña, si así lo pidió) y gestionar su pedido y su cuenta. Por ejemplo, usamos su correo electrónico para enviarle el enlace privado a su película y para responder sus preguntas.",
        "No vendemos su información ni la del niño o la niña, ni la alquilamos ni la intercambiamos. No usamos los datos ni las fotos del niño o la niña con fines publicitarios, y no mostramos su película a nadie sin su permiso.",
      ],
    },
    {
      heading: "Con quién compartimos información",
      paragraphs: [
        "Solo compartimos información con los proveedores de servicios que nos ayudan a operar la tienda, y solo en la medida en que cada uno la necesite para hacer su trabajo. Ellos pueden usarla únicamente para el servicio que nos prestan.",
      ],
      list: [
        "El proveedor de pago seguro que procesa su pago.",
        "Los proveedores que alojan nuestro sitio, guardan archivos y envían nuestros correos electrónicos.",
        "El servicio de voz que le da a Santa su voz, cuando lo usamos: recibe las palabras que Santa dice en la película.",
        "Las autoridades, si la ley lo exige, o cuando sea necesario para proteger nuestros derechos o la seguridad de alguna persona.",
      ],
    },
    {
      heading: "Pagos",
      paragraphs: [
        "Los pagos se procesan a través de una plataforma de pago segura de un tercero. Sus datos de pago viajan por una conexión cifrada con SSL directamente al proveedor de pagos.",
        "Nunca vemos ni guardamos el número completo de su tarjeta. Solo recibimos la confirmación de que el pago se realizó, junto con datos básicos del pedido, como el importe y la fecha.",
      ],
    },
    {
      heading: "Cookies y almacenamiento local",
      paragraphs: [
        "No usamos rastreadores publicitarios. Algunas partes del sitio las ofrecen otras empresas, como la plataforma de pago seguro, el formulario de pedido y el reproductor de video. Estas pueden usar sus propias cookies necesarias para funcionar, y se rigen por sus propias políticas de privacidad.",
        "Nuestro sitio solo usa las cookies y el almacenamiento del navegador que necesita para funcionar:",
      ],
      list: [
        "Su elección de idioma (inglés o español), guardada en su navegador y en una cookie, para que el sitio se abra en su idioma la próxima vez.",
        "La sesión de acceso a su cuenta, para que no tenga que volver a iniciar sesión mientras la usa.",
      ],
    },
    {
      heading: "Cuánto tiempo conservamos la información",
      paragraphs: [
        "Conservamos los datos y las fotos del niño o la niña solo el tiempo necesario. Puede eliminar sus fotos antes desde la página de su cuenta, antes de pagar o una vez entregada su película, y eliminar allí toda su cuenta en cualquier momento. Si no lo hace, esto es lo que sucede:",
      ],
      list: [
        "Las fotos y los datos del niño o la niña (incluido su correo electrónico, si nos lo dio) se eliminan {photosDays} días después de la entrega, junto con la voz de Santa que los dice, creada para la película (el nombre, los logros y los deseos del niño o la niña, y su mensaje). Las frases que Santa dice con las mismas palabras en todas las películas no contienen nada sobre su hijo o hija y se conservan.",
        "Si escucha a Santa decir el nombre antes de pagar, ese saludo se conserva como máximo dos horas, para que vuelva a sonar al momento si lo pide de nuevo, y después se elimina, haga o no el pedido.",
        "La película terminada se elimina {filmDays} días después de la entrega. Descárguela antes de esa fecha si desea conservarla.",
        "Conservamos un historial mínimo del pedido (referencia, fecha e importe) con fines legales, fiscales y de auditoría, durante el tiempo que exija la ley.",
      ],
    },
    {
      heading: "Cómo protegemos la información",
      paragraphs: [
        "Aplicamos medidas técnicas y organizativas razonables para proteger su información, como conexiones cifradas, controles de acceso y almacenamiento seguro con proveedores de confianza.",
        "Ningún método para enviar o guardar datos por internet es completamente seguro, por lo que no podemos garantizar una seguridad absoluta. Si nos enteramos de una filtración que afecte su información, se lo informaremos a usted y a las autoridades, según lo exija la ley.",
      ],
    },
    {
      heading: "Quién puede ver su información dentro de nuestro equipo",
      paragraphs: [
        "El acceso dentro de nuestro equipo está restringido. Solo el personal que necesita su información para crear su película, entregarla o ayudarle con su pedido puede verla.",
        "Todas las personas con acceso deben mantenerla confidencial y pueden usarla únicamente para ese trabajo.",
      ],
    },
    {
      heading: "Sus derechos",
      paragraphs: [
        "Puede ejercer sus derechos desde la página de su cuenta, con las opciones “Descargar mis datos” o “Eliminar mi cuenta”, o escribiéndonos a {ordersEmail}. Es posible que primero le pidamos confirmar su identidad. Le responderemos lo antes posible y dentro del plazo que establezca la ley.",
        "Usted tiene derecho a:",
      ],
      list: [
        "Acceder a la información que tenemos sobre usted y su pedido, y obtener una copia.",
        "Corregir (rectificar) la información que sea incorrecta o esté incompleta.",
        "Eliminar su información y su cuenta.",
        "Limitar (restringir) el uso que hacemos de su información.",
      ],
    },
    {
      heading: "Privacidad de los niños",
      paragraphs: [
        "Nuestras películas se hacen para niños, pero nuestro sitio no está dirigido a ellos. No recopilamos a sabiendas información directamente de niños. Los datos del niño o la niña nos los da la persona adulta que hace el pedido, quien confirma que es su madre, padre o tutor, o que cuenta con su permiso.",
        "Si cree que un niño o una niña nos dio información directamente, escríbanos a {ordersEmail} y la eliminaremos.",
      ],
    },
    {
      heading: "Transferencias internacionales",
      paragraphs: [
        "Estamos en los Estados Unidos, y nuestros proveedores de servicios pueden procesar información en los Estados Unidos o en otros países. Las leyes de protección de datos de esos países pueden ser distintas de las del lugar donde usted vive.",
        "Siempre que su información se transfiera, tomamos medidas razonables para que siga protegida tal como se describe en esta política.",
      ],
    },
    {
      heading: "Cambios en esta política",
      paragraphs: [
        "Podemos actualizar esta política de vez en cuando, por ejemplo, cuando cambie nuestro servicio o la ley. La fecha que aparece al inicio de esta página indica cuándo se actualizó por última vez.",
        "Si hacemos un cambio importante, se lo avisaremos en el sitio o por correo electrónico antes de que entre en vigor.",
      ],
    },
    {
      heading: "Controversias y ley aplicable",
      paragraphs: [
        "Esta política se rige por las leyes de los Estados Unidos.",
        "Si tiene alguna inquietud, contáctenos primero: la mayoría de los problemas se resuelven rápidamente. Cualquier controversia que no podamos resolver juntos se resolverá mediante arbitraje vinculante en Los Ángeles, California, conforme a las leyes de California.",
      ],
    },
    {
      heading: "Contáctenos",
      paragraphs: [
        "Si tiene alguna pregunta sobre esta política o sobre su información, puede comunicarse con nosotros aquí:",
      ],
      list: [
        "Consultas generales y de marketing: {marketingEmail}",
        "Pedidos y solicitudes de privacidad: {ordersEmail}",
        "Teléfono: {phone}",
        "Dirección postal: {address}",
      ],
    },
  ],
};
