// In a module of its own: the root layout's FavoritesSync needs only this name, and importing
// favorites-local.ts would put all of it in every page's first download.

/** localStorage: the id of the account this device's copy of the favourites belongs to. */
export const LOCAL_FAVORITES_OWNER_KEY = "careatlas-favorites-owner";
