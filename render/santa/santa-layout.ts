// Where Santa sits in a personal scene and where the scene's own content goes beside him: one home for
// the geometry the art, the cards, the photos and the animation share (film pixels, 1920×1080).
import type { Box } from "#art/svg.ts";

/** Santa at his desk fills the left of the frame; the page he talks about fills the right. */
export const PAGE = { x: 840, y: 40, width: 1040, height: 1000 } as const;
export const PAGE_CENTRE_X = PAGE.x + PAGE.width / 2;
/** The widest a line of a card's text may be: the page less its margins. */
export const PAGE_TEXT_WIDTH = PAGE.width - 140;

/** The desk's top edge: everything of Santa below it is hidden by the desk. */
export const DESK_TOP = 830;

/** The moving layers, each a PNG of exactly this box, overlaid at its corner (plus its motion). */
export const HEAD_BOX: Box = { x: 150, y: 110, width: 460, height: 620 };
/** Eyes, mouth and moustache: drawn on the head, so it moves with the head. */
export const FACE_BOX: Box = { x: 270, y: 330, width: 220, height: 200 };
export const HAND_BOX: Box = { x: 560, y: 660, width: 240, height: 220 };
/**
 * How far his hand goes when he reaches for the magic book's page as it turns: to the spine, and no
 * further than its sleeve stays in his coat's (whose edge is at x ≈ 690 beside the hand).
 */
export const HAND_REACH = { x: 110, y: -30 } as const;

/** Where the mouth is drawn, for the tests that look at it in a frame (inside FACE_BOX). */
export const MOUTH_BOX: Box = { x: 330, y: 462, width: 100, height: 56 };
