import type { ReactNode } from 'react';

/** Table sizes as antd names them; the header's side padding depends on it. */
export type TableSize = 'large' | 'medium' | 'middle' | 'small';

/** What a header holds besides its text: a sort icon, a filter trigger. */
export interface HeaderParts {
  size?: TableSize;
  sortable?: boolean;
  filterable?: boolean;
  /** The table's font family (antd's, not the body's: the two fall back to different fonts). */
  fontFamily?: string;
  /** Font weight: 600 for a header (antd's), 400 for a cell's text. */
  weight?: 400 | 600;
}

/** antd's cell padding on each side (cellPaddingInline, …MD, …SM). */
const sidePadding: Record<TableSize, number> = { large: 16, medium: 8, middle: 8, small: 8 };
/** The sort arrows with their gap (antd: 4 px gap, 12 px icon). */
const sorterWidth = 20;
/** The filter funnel with its margins. */
const filterWidth = 28;
/** Rounding between the canvas measure and the laid-out text, and the cell border. */
const slack = 4;

const measured = new Map<string, number>();
let canvas: CanvasRenderingContext2D | null | undefined;

/** The table font: antd draws headers at 14 px, weight 600, cells at weight 400, in its own font family. */
function tableFont(family?: string, weight: 400 | 600 = 600) {
  const wrapper = typeof document === 'undefined' ? null : document.querySelector('.ant-table-wrapper');
  return `${weight} 14px ${family || (wrapper && getComputedStyle(wrapper).fontFamily) || 'sans-serif'}`;
}

/**
 * Width of a text in the table's font (the header's weight unless told). The canvas measures in the fonts the browser really has;
 * where there is none (tests in jsdom) an estimate by script: a Han character is as wide as
 * the font size, a Latin one a little over half.
 */
export function textWidth(text: string, fontFamily?: string, weight: 400 | 600 = 600): number {
  const font = tableFont(fontFamily, weight);
  const key = `${font}|${text}`;
  const known = measured.get(key);
  if (known !== undefined) return known;
  if (canvas === undefined) {
    try {
      canvas = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    } catch {
      canvas = null;
    }
  }
  let width: number;
  if (canvas) {
    canvas.font = font;
    width = canvas.measureText(text).width;
  } else {
    width = [...text].reduce((s, ch) => s + (/[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 14 : 8.5), 0);
  }
  width = Math.ceil(width);
  measured.set(key, width);
  return width;
}

/**
 * The narrowest a column may be for its header to stay on one line: its text in the page's
 * language, the padding, and the sort/filter icons beside it. Undefined for a header that is
 * not plain text (an icon, a composed node): the caller keeps its own width then.
 */
export function headerWidth(title: ReactNode, parts: HeaderParts = {}): number | undefined {
  if (typeof title !== 'string' && typeof title !== 'number') return undefined;
  const text = String(title).trim();
  if (!text) return undefined;
  return (
    textWidth(text, parts.fontFamily, parts.weight) +
    2 * sidePadding[parts.size ?? 'large'] +
    (parts.sortable ? sorterWidth : 0) +
    (parts.filterable ? filterWidth : 0) +
    slack
  );
}
