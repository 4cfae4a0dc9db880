import { Badge } from 'antd';
import { StarOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { libraryBasePath, libraryFromPath, libraryRight, limits, type RouteMeta, memberCalls } from '@app/contract';
import { call } from '../../api/call';
import { useHasRight } from './use-shell-data';

/** How often the change counter is re-read while the entry is shown. */
const pollMs = 30_000;

/**
 * Spec 2.4 / 6 / 9: the favourites entry and its badge show only on collectable routes and
 * with the library's collection right; the badge is capped at 99 and hidden at 0.
 */
export function FavouritesEntry({ meta }: { meta: RouteMeta | undefined }) {
  const { t } = useTranslation();
  const has = useHasRight();
  const library = meta?.library ?? libraryFromPath(meta?.path ?? '');
  const visible = Boolean(meta?.hascollect) && has(libraryRight(library, 'collection'));
  const count = useQuery({
    queryKey: ['shell', 'collectionLists', library],
    queryFn: () =>
      call(memberCalls.collectionLists, { system: library }, { params: { system: library }, silent: true }),
    enabled: visible,
    refetchInterval: pollMs,
  });
  if (!visible) return null;
  return (
    <Link to={`${libraryBasePath(library)}/favorite`} className="cp-header-action" data-testid="favourites-entry">
      <Badge
        count={count.data?.change_num ?? 0}
        overflowCount={limits.favoriteBadgeMax}
        size="small"
        data-testid="favourites-badge"
      >
        <StarOutlined style={{ fontSize: 18 }} />
      </Badge>
      <span>{t('shell.favourites')}</span>
    </Link>
  );
}
