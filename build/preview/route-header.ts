// The preview's one header of its own, for people and tests; Netlify does not send it.

/** Which side answered: `static` (a file of dist/) or `function`. */
export const ROUTE_HEADER = "X-Preview-Route";
