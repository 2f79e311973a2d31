// The signed-in customer as the account's use-cases need them: who they are and which orders are theirs.
export interface Customer {
  id: string;
  /** Lower case. */
  email: string;
}
