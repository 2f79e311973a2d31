// What preparing and rendering need of the place where machines share prepared templates and Santa's
// shots: the shop's file storage (server/templates/stored-templates.ts); render/ does not import server/.

/** A prepared template's name where it is shared: `<template id>/<content key>` (template-key.ts). */
export type SharedTemplateName = string;

export interface SharedTemplates {
  /**
   * Downloads the complete prepared template `name` into the new folder `dir`; false when none is
   * stored whole (an upload cut short, a file that differs from its listing), and `dir` is then to be
   * thrown away.
   */
  fetch(name: SharedTemplateName, dir: string): Promise<boolean>;
  /** Stores the prepared folder `dir` as `name`, its listing last; never fails the caller. */
  keep(name: SharedTemplateName, dir: string): Promise<void>;
  /** Where the prepared template `name`'s shots of Santa are shared. */
  shots(name: SharedTemplateName): SharedShots;
}

/** Santa's shots of one prepared template (render/scenes/santa-shot.ts names them by their voice). */
export interface SharedShots {
  /** Copies the stored shot `key` to `file`, whole or not at all; false when none is stored. */
  fetch(key: string, file: string): Promise<boolean>;
  /** Stores the shot `key` encoded at `file`; never fails the caller. */
  keep(key: string, file: string): Promise<void>;
}
