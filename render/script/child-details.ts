// The child as the family described them for the film: what Santa says and the cards show.

export interface ChildDetails {
  name: string;
  age: number;
  /** Free text; one achievement or wish per line. Empty is fine. */
  achievements: string;
  wishes: string;
  /** The parent's message for Santa to give; empty is fine. */
  message: string;
}
