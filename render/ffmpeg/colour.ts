// How a still enters the film's one colour space, BT.709 limited range: every graph that reads a PNG or
// a JPEG converts it with these, so the same picture has the same pixels wherever it is drawn.

/** A PNG is RGB. */
export const FROM_RGB = "scale=out_color_matrix=bt709:out_range=tv";
/** A JPEG is full-range BT.601. */
export const FROM_JPEG = "scale=in_range=full:in_color_matrix=bt601:out_range=tv:out_color_matrix=bt709";
/** A layer with its transparency kept. */
export const RGBA_LAYER = `${FROM_RGB},format=yuva420p`;
