// The console's frame (ProLayout): the menus the session's permissions
// allow, read from the server on each load, and the pages in lazy chunks.
import { lazy, Suspense } from 'react';
import { ProLayout } from '@ant-design/pro-components';
import { Alert, Button, Result, Spin } from 'antd';
import { useQuery } from '@apollo/client/react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { graphql } from '../../gql/staff';
import { menusFor, menuTree, type Permission } from '../menus';
import { PermissionsContext } from '../permissions';
import { clearSession } from '../session';
import { consoleText as t } from '../strings';
import { useRenewal } from './useRenewal';

function page<K extends string>(load: () => Promise<Record<K, () => React.ReactNode>>, name: K): React.ReactNode {
  const Page = lazy(async (): Promise<{ default: () => React.ReactNode }> => ({ default: (await load())[name] }));
  return <Page />;
}

/** Each menu's page, a chunk of its own. */
const pages: Record<string, React.ReactNode> = {
  '/overview': page(() => import('../overview/OverviewPage.staff'), 'OverviewPage'),
  '/members': page(() => import('../members/MembersPage.staff'), 'MembersPage'),
  '/review/experts': page(() => import('../review/ExpertsPage.staff'), 'ExpertsPage'),
  '/review/shops': page(() => import('../review/ShopsPage.staff'), 'ShopsPage'),
  '/review/withdrawals': page(() => import('../review/WithdrawalsPage.staff'), 'WithdrawalsPage'),
  '/review/community': page(() => import('../review/CommunityPage.staff'), 'CommunityPage'),
  '/review/feedback': page(() => import('../review/FeedbackPage.staff'), 'FeedbackPage'),
  '/content/words': page(() => import('../content/WordsPage.staff'), 'WordsPage'),
  '/content/topics': page(() => import('../content/TopicsPage.staff'), 'TopicsPage'),
  '/content/posts': page(() => import('../content/SystemPostsPage.staff'), 'SystemPostsPage'),
  '/content/messages': page(() => import('../content/MessagesPage.staff'), 'MessagesPage'),
  '/content/items': page(() => import('../content/ItemsPage.staff'), 'ItemsPage'),
  '/content/redemptions': page(() => import('../content/RedemptionsPage.staff'), 'RedemptionsPage'),
  '/matches/draws': page(() => import('../draws/DrawsPage.staff'), 'DrawsPage'),
  '/matches/results': page(() => import('../matches/ResultsPage.staff'), 'ResultsPage'),
  '/matches/competitions': page(() => import('../matches/CompetitionsPage.staff'), 'CompetitionsPage'),
  '/matches/plans': page(() => import('../matches/PlansPage.staff'), 'PlansPage'),
  '/matches/feeds': page(() => import('../matches/FeedsPage.staff'), 'FeedsPage'),
  '/channels/partners': page(() => import('../partners/PartnersPage.staff'), 'PartnersPage'),
  '/channels/compare': page(() => import('../channels/ComparePage.staff'), 'ComparePage'),
  '/system/settings': page(() => import('../settings/SettingsPage.staff'), 'SettingsPage'),
  '/system/jobs': page(() => import('../jobs/JobsPage.staff'), 'JobsPage'),
  '/system/audit': page(() => import('../audit/AuditLogPage.staff'), 'AuditLogPage'),
};

const Session = graphql(`
  query ConsoleSession {
    staffSession {
      permissions
      expiresAt
    }
  }
`);

export function ConsoleLayout() {
  useRenewal();
  const location = useLocation();
  const { data, loading, error } = useQuery(Session, { fetchPolicy: 'network-only' });
  if (loading) return <Spin fullscreen />;
  if (error || !data) return <Alert type="error" showIcon message={error?.message ?? t.loadFailed} />;
  const permissions = data.staffSession.permissions as Permission[];
  const allowed = menusFor(permissions);
  return (
    <ProLayout
      title={t.title}
      logo={false}
      layout="side"
      location={{ pathname: location.pathname }}
      route={{ routes: menuTree(allowed) }}
      menuItemRender={(item, dom) => <Link to={item.path ?? '/'}>{dom}</Link>}
      actionsRender={() => [
        <Button key="out" type="link" onClick={clearSession} data-testid="sign-out">
          {t.signOut}
        </Button>,
      ]}
    >
      <PermissionsContext.Provider value={permissions}>
        <Suspense fallback={<Spin />}>
          <Routes>
          {allowed.map((m) => (
            <Route key={m.path} path={m.path} element={pages[m.path]} />
          ))}
          <Route path="/" element={allowed[0] ? <Navigate to={allowed[0].path} replace /> : <Result status="403" title={t.forbidden} />} />
          <Route path="*" element={<Result status="404" title={t.notFound} />} />
          </Routes>
        </Suspense>
      </PermissionsContext.Provider>
    </ProLayout>
  );
}
