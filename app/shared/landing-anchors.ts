// The landing page's section anchors, linked from the header, the footer and the hero.
export const ORDER_SECTION_ID = "reserve-form";
export const HOW_IT_WORKS_ID = "how-it-works";
export const FAQ_ID = "faq";
export const ORDER_SECTION_HREF = `/#${ORDER_SECTION_ID}`;
