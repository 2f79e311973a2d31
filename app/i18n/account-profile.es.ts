// Spanish copy of the Profile tab.
import type { accountProfileEn } from "./account-profile.en.ts";
import type { Translation } from "./translation.ts";

export const accountProfileEs: Translation<typeof accountProfileEn> = {
  "account.profile.title": "Perfil",
  "account.profile.fullName": "Nombre completo",
  "account.profile.email": "Correo electrónico",
  "account.profile.emailHint": "Una dirección nueva cambia cuando sigues el enlace que le enviamos.",
  "account.profile.phone": "Teléfono (opcional)",
  "account.profile.phoneHint": "En formato internacional, con el código del país, como +1 305 555 0142.",
  "account.profile.save": "Guardar cambios",
  "account.profile.saved": "Tus cambios están guardados.",
  "account.profile.emailSent":
    "Enviamos un enlace a {email}. Tu correo electrónico cambia cuando lo sigas, en los próximos {minutes} minutos.",
  "account.profile.emailChanged": "Tu correo electrónico ahora es {email}.",
  "account.profile.error.name": "Escribe tu nombre completo (hasta 100 caracteres).",
  "account.profile.error.email": "Escribe un correo electrónico válido, como nombre@ejemplo.com.",
  "account.profile.error.phone": "Escribe el número con el código del país, como +1 305 555 0142.",
  "account.profile.error.tooMany":
    "Ya enviamos varios enlaces a esta dirección. Vuelve a intentarlo más tarde.",
  "account.profile.error.tooManyChanges":
    "Ya pediste cambiar tu correo electrónico varias veces. Vuelve a intentarlo dentro de una hora.",
  "account.profile.error.tooManyFromConnection":
    "Demasiados cambios de correo electrónico desde tu conexión. Vuelve a intentarlo dentro de 15 minutos.",
  "account.children.title": "Perfiles de niños guardados",
  "account.children.empty": "Aún no hay perfiles guardados. Aparecerán aquí después de tu primer pedido.",
  "account.children.age": "{age} años",
  "account.children.said": "Papá Noel lo dice «{spelling}»",
  "account.children.eyes": "Ojos: {colour}",
  "account.children.hair": "Cabello: {colour}",
  "account.children.use": "Usar a {name} en un pedido nuevo",
  "account.children.edit": "Editar a {name}",
  "account.children.editTitle": "Datos de {name}",
  "account.children.save": "Guardar el perfil de {name}",
  "account.children.saved": "El perfil de {name} está guardado.",
  "account.children.delete": "Eliminar a {name}",
  "account.children.deleteQuestion": "¿Eliminar el perfil de {name}? Los pedidos ya hechos no cambian.",
  "account.children.deleteYes": "Sí, eliminar a {name}",
  "account.children.deleteNo": "Conservarlo",
  "account.children.deleted": "El perfil de {name} está eliminado.",
  "account.children.notFound": "Ese perfil ya no existe.",
  "account.children.error.nameTaken": "Ya tienes un perfil con este nombre.",
  "account.data.title": "Tus datos",
  "account.data.intro":
    "Descarga en un archivo todo lo que guardamos de tu cuenta, o elimina tu cuenta y los datos personales de tus pedidos.",
  "account.data.download": "Descargar mis datos",
  "account.delete.button": "Eliminar mi cuenta",
  "account.delete.title": "¿Eliminar tu cuenta?",
  "account.delete.text":
    "Esto elimina tu cuenta, tus perfiles de niños guardados, las fotos de tus pedidos y los datos de los niños que contienen, y tus videos: sus enlaces privados dejan de funcionar, así que descarga antes los que quieras conservar. También cierra tu sesión. Los pedidos aún no pagados se cancelan. Un video que ya pagaste se entrega primero: mientras haya uno en camino, podrás eliminar tu cuenta en cuanto llegue. Solo guardamos el registro mínimo de cada pedido (referencia, fecha, importe) que exige la ley.",
  "account.delete.onTheirWay.title": "Primero te entregamos tus videos",
  "account.delete.onTheirWay.text":
    "Ya pagaste estos videos y aún no han llegado; los hacemos con las fotos y los datos que guarda tu cuenta. Podrás eliminar tu cuenta en cuanto se entreguen: te enviamos cada uno por correo cuando esté listo.",
  "account.delete.onTheirWay.order": "Pedido {reference}: {status}",
  "account.delete.onTheirWay.refundable":
    "Aún no está en producción: si lo prefieres, cancélalo en Mis pedidos para recibir el reembolso completo y después elimina tu cuenta.",
  "account.delete.onTheirWay.toOrders": "Ir a Mis pedidos",
  "account.delete.confirmLabel": "Para confirmar, escribe tu correo electrónico: {email}",
  "account.delete.confirm": "Eliminar mi cuenta definitivamente",
  "account.delete.cancel": "Conservar mi cuenta",
  "account.delete.error.email": "Ese no es el correo electrónico de tu cuenta.",
  "account.deleted": "Tu cuenta está eliminada. Gracias por hacer tu pedido con nosotros.",
  "account.emailConfirm.title": "Confirma tu nuevo correo electrónico",
  "account.emailConfirm.text":
    "Tu cuenta {account} usará {address} a partir de ahora: entrará con esta dirección y sus correos llegarán allí. Conserva sus propios pedidos y no ve ninguno hecho antes con {address}.",
  "account.emailConfirm.othersSignedOut":
    "Al confirmar se cierra la sesión de tu cuenta en todos los demás navegadores y dispositivos; en este sigue abierta.",
  "account.emailConfirm.signInTitle": "Entra en {account} para confirmar",
  "account.emailConfirm.signInText":
    "La cuenta {account} pidió usar {address}. Solo esa cuenta puede confirmarlo, en un navegador con su sesión iniciada; hasta entonces no cambia nada. Si este navegador tiene la sesión de otra cuenta, ciérrala primero.",
  "account.emailConfirm.signIn": "Entrar como {account}",
  "account.emailConfirm.notYours": "Si {account} no es tu cuenta, cierra esta página: no cambia nada.",
  "account.emailConfirm.hasOrdersTitle": "Esta dirección tiene pedidos propios",
  "account.emailConfirm.hasOrders":
    "Ya se hicieron pedidos con {address}. Se quedan con esa dirección, así que tu cuenta no puede tomarla y conserva {account}. Para ver esos pedidos, cierra la sesión y entra con {address}.",
  "account.emailConfirm.confirm": "Usar esta dirección",
  "account.emailConfirm.invalidTitle": "Este enlace ya no funciona",
  "account.emailConfirm.invalid":
    "Los enlaces a una dirección nueva funcionan una vez, durante {minutes} minutos. Vuelve a cambiar la dirección en tu perfil para recibir uno nuevo.",
  "account.emailConfirm.back": "Ir a mi perfil",
  "meta.emailConfirm.title": "Confirma tu correo electrónico | Magic Santa Video",
};
