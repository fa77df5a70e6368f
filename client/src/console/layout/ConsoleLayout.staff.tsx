// The console's frame (ProLayout): the menus the session's permissions
// allow, read from the server on each load, and the pages in lazy chunks.
import { lazy, Suspense } from 'react';
import { ProLayout } from '@ant-design/pro-components';
import { Alert, Button, Result, Spin } from 'antd';
import { useQuery } from '@apollo/client/react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { graphql } from '../../gql/staff';
import { menusFor, type Permission } from '../menus';
import { clearSession } from '../session';
import { consoleText as t } from '../strings';
import { useRenewal } from './useRenewal';

const AuditLogPage = lazy(() => import('../audit/AuditLogPage.staff').then((m) => ({ default: m.AuditLogPage })));
const JobsPage = lazy(() => import('../jobs/JobsPage.staff').then((m) => ({ default: m.JobsPage })));

/** Each menu's page. */
const pages: Record<string, React.ReactNode> = { '/audit': <AuditLogPage />, '/jobs': <JobsPage /> };

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
      route={{ routes: allowed.map((m) => ({ path: m.path, name: m.name })) }}
      menuItemRender={(item, dom) => <Link to={item.path ?? '/'}>{dom}</Link>}
      actionsRender={() => [
        <Button key="out" type="link" onClick={clearSession} data-testid="sign-out">
          {t.signOut}
        </Button>,
      ]}
    >
      <Suspense fallback={<Spin />}>
        <Routes>
          {allowed.map((m) => (
            <Route key={m.path} path={m.path} element={pages[m.path]} />
          ))}
          <Route path="/" element={allowed[0] ? <Navigate to={allowed[0].path} replace /> : <Result status="403" title={t.forbidden} />} />
          <Route path="*" element={<Result status="404" title={t.notFound} />} />
        </Routes>
      </Suspense>
    </ProLayout>
  );
}
