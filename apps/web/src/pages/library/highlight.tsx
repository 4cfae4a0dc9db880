import { Fragment } from 'react';

/**
 * Draws server highlights: the text carries only `<em>…</em>` marks around matches, so it is
 * split on them and never injected as HTML (the rest of the text is shown as text).
 */
export function Highlight({ text }: { text: string }) {
  const parts = text.split(/(<em>[\s\S]*?<\/em>)/g);
  return (
    <>
      {parts.map((p, i) =>
        p.startsWith('<em>') && p.endsWith('</em>') ? (
          <mark key={i} style={{ background: '#FFF1B8', padding: 0, color: '#C41D7F' }}>
            {p.slice(4, -5)}
          </mark>
        ) : (
          <Fragment key={i}>{p.replace(/<\/?em>/g, '')}</Fragment>
        ),
      )}
    </>
  );
}
