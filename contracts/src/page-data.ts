/**
 * What a page the server rendered carries for the browser: the react-query entries it was rendered
 * with, as [query key, data] pairs. The server writes it into the page; the SPA seeds its query
 * client with it, so hydration finds the same data and nothing fetches it again.
 */
export type PageData = { queries: [readonly unknown[], unknown][] };
