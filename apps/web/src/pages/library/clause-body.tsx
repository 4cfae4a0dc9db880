import { useEffect } from 'react';
import { Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { clauseCalls, type DocModule } from '@app/contract';
import { call } from '../../api/call';
import { useLibrary } from './library-context';

const plain = { whiteSpace: 'pre-wrap', lineHeight: 1.9 } as const;

/**
 * The body of a document; with `?clause=<anchor>` in the URL it is drawn clause by clause, each
 * with its anchor as element id, the named clause marked and scrolled into view (links from the
 * obligation register land on the exact clause).
 */
export function ClauseBody({ module, itemid, body }: { module: DocModule; itemid: number; body: string }) {
  const lib = useLibrary();
  const [params] = useSearchParams();
  const anchor = params.get('clause');
  const clauses = useQuery({
    queryKey: ['library', lib.key, 'clauses', module, itemid],
    queryFn: () =>
      call(clauseCalls.list, { library: lib.key, module, itemid }, { params: { ...lib.params, module }, silent: true }),
    enabled: Boolean(anchor),
  });
  useEffect(() => {
    if (anchor && clauses.data) document.getElementById(anchor)?.scrollIntoView({ block: 'center' });
  }, [anchor, clauses.data]);
  if (!anchor || !clauses.data?.list.length) return <Typography.Paragraph style={plain}>{body}</Typography.Paragraph>;
  return (
    <div>
      {clauses.data.list.map((c) => (
        <Typography.Paragraph
          key={c.anchor}
          id={c.anchor}
          data-testid={c.anchor === anchor ? 'clause-target' : undefined}
          style={{
            ...plain,
            marginBottom: 8,
            ...(c.anchor === anchor ? { background: '#FFF7E6', borderLeft: '3px solid #FA8C16', paddingLeft: 8 } : {}),
          }}
        >
          {c.text}
        </Typography.Paragraph>
      ))}
    </div>
  );
}
