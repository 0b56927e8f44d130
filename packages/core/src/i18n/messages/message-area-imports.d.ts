// load-messages.ts imports each area of a bundle as `./<locale>.json?area=<area>` (message-areas.ts):
// the production build splits it; Vite elsewhere reads the whole JSON file.
declare module '*.json?area=manage' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
declare module '*.json?area=faq' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
declare module '*.json?area=flows' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
declare module '*.json?area=account' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
declare module '*.json?area=sim' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
declare module '*.json?area=coverage' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
