// pages/my/rich-settings/index (通用设置): notification switches of this
// device, clearing the caches, about and version, the legal pages.
import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { FeatureLink } from '../../shell/routing';
import { Button, Dialog, LinkItem, List, toast } from '../../ui';
import { readPref, writePref, type DevicePref } from './devicePrefs';
import { settingsText as t } from './strings';
import { SwitchRow } from './SwitchRow';
import './settings.css';

/** Set at build time (VITE_APP_VERSION); a development build has none. */
const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? '0.1.0';

const PREFS: { pref: DevicePref; label: string; hint: string }[] = [
  { pref: 'drawReminder', label: t.drawReminder, hint: t.drawReminderHint },
  { pref: 'push', label: t.push, hint: t.pushHint },
  { pref: 'activity', label: t.activity, hint: t.activityHint },
];

/** Drops the service worker's offline copies of the draws (their cache names hold 'draws'). */
async function clearOfflineDraws(): Promise<void> {
  if (!('caches' in window)) return;
  const names = await window.caches.keys();
  await Promise.all(names.filter((name) => name.includes('draws')).map((name) => window.caches.delete(name)));
}

function PrefItem({ pref, label, hint }: { pref: DevicePref; label: string; hint: string }) {
  const [on, setOn] = useState(() => readPref(pref));
  const set = (next: boolean) => {
    setOn(next);
    writePref(pref, next);
  };
  return <SwitchRow label={label} hint={hint} checked={on} onChange={set} testId={`pref-${pref}`} />;
}

export function RichSettingsPage({ legal }: { legal: FeatureLink[] }) {
  const client = useApolloClient();
  const [confirming, setConfirming] = useState(false);
  const clearCache = async () => {
    try {
      await Promise.all([client.clearStore(), clearOfflineDraws()]);
      toast(t.cleared, 0);
    } catch {
      toast(t.clearFailed, 0);
    }
  };
  return (
    <div className="settings-page" data-testid="rich-settings">
      <List mode="card" header={t.notifications}>
        {PREFS.map((p) => (
          <PrefItem key={p.pref} {...p} />
        ))}
      </List>
      <List mode="card" header={t.storage}>
        <List.Item
          className="settings-pref"
          clickable={false}
          onClick={() => setConfirming(true)}
          description={t.clearCacheHint}
          extra={
            <Button className="settings-action" data-testid="clear-cache" fill="outline" shape="rounded" onClick={() => setConfirming(true)}>
              {t.clear}
            </Button>
          }
        >
          {t.clearCache}
        </List.Item>
      </List>
      <List mode="card" header={t.about}>
        <List.Item description={t.appDescription}>{t.appName}</List.Item>
        <List.Item extra={<span data-testid="app-version">{APP_VERSION}</span>}>{t.version}</List.Item>
        {legal.map(({ to, label }) => (
          <LinkItem key={to} to={to}>
            {label}
          </LinkItem>
        ))}
      </List>
      {/* Declarative: antd-mobile's imperative Dialog.confirm renders outside
          React's tree, which React 19 no longer supports. */}
      <Dialog
        visible={confirming}
        title={t.clearCache}
        content={t.clearConfirm}
        closeOnAction
        closeOnMaskClick
        onClose={() => setConfirming(false)}
        actions={[
          [
            { key: 'cancel', text: t.cancel },
            { key: 'clear', text: t.clear, bold: true, onClick: clearCache },
          ],
        ]}
      />
    </div>
  );
}
