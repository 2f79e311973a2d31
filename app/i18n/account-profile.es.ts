// Spanish copy of the Profile tab.
import type { accountProfileEn } from "./account-profile.en.ts";
import type { Translation } from "./translation.ts";

export const accountProfileEs: Translation<typeof accountProfileEn> = {
  "account.profile.title": "Perfil",
  "account.profile.fullName": "Nombre completo",
  "account.profile.email": "Correo electrónico",
  "account.profile.phone": "Teléfono (opcional)",
  "account.profile.save": "Guardar cambios",
  "account.children.title": "Perfiles de niños guardados",
  "account.children.empty": "Aún no hay perfiles guardados. Aparecerán aquí después de tu primer pedido.",
};
