/** The header account link's strings (the anonymous link and the signed-in greeting share them). */
export interface AccountLinkLabels {
  loginOrRegister: string;
  /** Template with {name}. */
  greeting: string;
  welcome: string;
}
