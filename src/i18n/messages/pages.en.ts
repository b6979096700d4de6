/** The public pages' own interface words (headings, buttons, states), by page or component. */
export const pagesEn = {}
