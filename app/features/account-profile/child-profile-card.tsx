// One saved child: what we remember, "Use in a new order", an Edit form that opens in place
// (a <details>, so it works without JavaScript) and Delete, which asks once more.
import { Form, Link } from "react-router";
import { AGE_RANGE, EYE_COLOURS, HAIR_COLOURS, TEXT_LIMITS } from "#domain/order-fields.ts";
import { buttonStyles } from "../../components/ui/button-link.tsx";
import type { MessageKey } from "../../i18n/en.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { NameSpellingInput } from "../../components/name-spelling-input.tsx";
import { ProfileField, profileInputClass } from "../../components/ui/labelled-field.tsx";
import { useArrivalFocus } from "../../shared/use-arrival-focus.ts";
import type { ChildErrors, ChildFields, ChildProfileView } from "./profile-view.ts";

const smallButton = "rounded-full px-4 py-2 font-bold";
const ACTION = "/account?tab=profile";

export function ChildProfileCard({
  profile,
  edit,
  confirmDelete,
}: {
  profile: ChildProfileView;
  /** What was typed and what was wrong, when the last save of this profile failed. */
  edit?: { values: ChildFields; errors: ChildErrors } | undefined;
  confirmDelete: boolean;
}) {
  const { t } = useLanguage();
  const name = profile.childName;
  const colour = (kind: "eye" | "hair", choice: string, other: string) =>
    choice === "other" && other ? other : t(`order.colour.${kind}.${choice}` as MessageKey);
  return (
    <article
      aria-labelledby={`child-${profile.id}`}
      className="rounded-xl bg-night-950/60 p-4 ring-1 ring-white/10"
    >
      <h3 id={`child-${profile.id}`} className="text-xl font-extrabold">
        {name}
      </h3>
      <p className="mt-1 text-snow-200">
        {t("account.children.age", { age: profile.age })} ·{" "}
        {t("account.children.eyes", { colour: colour("eye", profile.eyeColour, profile.eyeColourOther) })} ·{" "}
        {t("account.children.hair", { colour: colour("hair", profile.hairColour, profile.hairColourOther) })}
      </p>
      {profile.namePronunciation && (
        <p className="mt-1 text-snow-200">
          {t("account.children.said", { spelling: profile.namePronunciation })}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-start gap-3">
        <Link to={`/order?child=${profile.id}`} className={`${smallButton} ${buttonStyles.primary}`}>
          {t("account.children.use", { name })}
        </Link>
        {!confirmDelete && (
          <Form method="post" action={ACTION}>
            <input type="hidden" name="intent" value="child.delete" />
            <input type="hidden" name="id" value={profile.id} />
            <button type="submit" className={`${smallButton} ${buttonStyles.secondary}`}>
              {t("account.children.delete", { name })}
            </button>
          </Form>
        )}
      </div>
      {confirmDelete && <DeleteQuestion id={profile.id} name={name} />}
      <details open={Boolean(edit)} className="mt-4">
        <summary className="cursor-pointer font-semibold underline underline-offset-4">
          {t("account.children.edit", { name })}
        </summary>
        <ChildEditForm profile={profile} edit={edit} />
      </details>
    </article>
  );
}

function DeleteQuestion({ id, name }: { id: string; name: string }) {
  const { t } = useLanguage();
  // The Delete button that was pressed is gone: the question takes the focus in its place.
  const box = useArrivalFocus<HTMLDivElement>();
  return (
    <div
      ref={box}
      tabIndex={-1}
      autoFocus
      role="group"
      aria-labelledby={`delete-${id}`}
      className="mt-4 rounded-lg bg-berry-900/40 p-4 ring-1 ring-berry-500/60"
    >
      <p id={`delete-${id}`} className="font-semibold">
        {t("account.children.deleteQuestion", { name })}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Form method="post" action={ACTION}>
          <input type="hidden" name="intent" value="child.delete" />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="confirm" value="yes" />
          <button type="submit" className={`${smallButton} ${buttonStyles.primary}`}>
            {t("account.children.deleteYes", { name })}
          </button>
        </Form>
        <Link to={ACTION} className={`${smallButton} ${buttonStyles.secondary}`}>
          {t("account.children.deleteNo")}
        </Link>
      </div>
    </div>
  );
}

function ChildEditForm({
  profile,
  edit,
}: {
  profile: ChildProfileView;
  edit?: { values: ChildFields; errors: ChildErrors } | undefined;
}) {
  const { t } = useLanguage();
  const values: ChildFields = edit?.values ?? { ...profile, age: String(profile.age) };
  const idOf = (field: keyof ChildFields) => `child-${profile.id}-${field}`;
  const errorOf = (field: keyof ChildFields) => {
    const key = edit?.errors[field];
    return key ? t(key as MessageKey) : undefined;
  };
  const colourSelect = (kind: "eye" | "hair", choices: readonly string[]) => {
    const field = kind === "eye" ? "eyeColour" : "hairColour";
    const other = kind === "eye" ? "eyeColourOther" : "hairColourOther";
    return (
      <>
        <ProfileField id={idOf(field)} label={t(`order.field.${field}`)} error={errorOf(field)}>
          {(control) => (
            <select
              {...control}
              name={field}
              required
              defaultValue={values[field]}
              className={profileInputClass}
            >
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`order.colour.${kind}.${choice}` as MessageKey)}
                </option>
              ))}
            </select>
          )}
        </ProfileField>
        <ProfileField
          id={idOf(other)}
          label={t(`order.field.${other}`)}
          hint={t("order.field.otherHint")}
          error={errorOf(other)}
        >
          {(control) => (
            <input
              {...control}
              name={other}
              type="text"
              maxLength={TEXT_LIMITS.colourOther}
              defaultValue={values[other]}
              className={profileInputClass}
            />
          )}
        </ProfileField>
      </>
    );
  };
  return (
    <Form method="post" action={ACTION} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="child.save" />
      <input type="hidden" name="id" value={profile.id} />
      <ProfileField id={idOf("childName")} label={t("order.field.childName")} error={errorOf("childName")}>
        {(control) => (
          <input
            {...control}
            name="childName"
            type="text"
            required
            autoComplete="off"
            maxLength={TEXT_LIMITS.childName}
            defaultValue={values.childName}
            className={profileInputClass}
          />
        )}
      </ProfileField>
      <ProfileField
        id={idOf("namePronunciation")}
        label={`${t("order.field.namePronunciation")} ${t("order.field.optional")}`}
        hint={t("order.field.namePronunciationHint")}
        error={errorOf("namePronunciation")}
      >
        {(control) => <NameSpellingInput {...control} defaultValue={values.namePronunciation} />}
      </ProfileField>
      <ProfileField
        id={idOf("age")}
        label={t("order.field.age")}
        hint={t("order.field.ageHint")}
        error={errorOf("age")}
      >
        {(control) => (
          <input
            {...control}
            name="age"
            type="number"
            required
            inputMode="numeric"
            min={AGE_RANGE.min}
            max={AGE_RANGE.max}
            step={1}
            defaultValue={values.age}
            className={profileInputClass}
          />
        )}
      </ProfileField>
      {colourSelect("eye", EYE_COLOURS)}
      {colourSelect("hair", HAIR_COLOURS)}
      <div className="sm:col-span-2">
        <button type="submit" className={`${smallButton} ${buttonStyles.primary}`}>
          {t("account.children.save", { name: profile.childName })}
        </button>
      </div>
    </Form>
  );
}
