// my/settings: nickname, avatar upload, location, 绑定微信; links to
// real-name authentication, the account page, 通知设置, 个人信息与账号注销 (a copy
// of one's data, cancelling the account), the rich settings (通用设置) and
// the blocked members (黑名单).
import { useId, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { uploadImage } from '../../lib/upload';
import { canGetWeChatCode, weChatCode } from '../../lib/wechat';
import { Button, FileImage, Input, LinkItem, List, QueryState, toast } from '../../ui';
import { showUserErrors } from '../../lib/userErrors';
import { paths } from '../../lib/paths';
import { settingsText as t } from './strings';
import './settings.css';

const Settings = graphql(`
  query SettingsPage {
    me {
      id
      nickname
      avatar
      province
      city
      isRealNameAuth
      isWeChatBound
    }
  }
`);

const BindWeChat = graphql(`
  mutation BindWeChat($code: String!) {
    bindWeChat(input: { code: $code }) {
      member {
        id
        isWeChatBound
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const SaveNick = graphql(`
  mutation SaveNickname($nickname: String!) {
    updateNickname(input: { nickname: $nickname }) {
      member {
        id
        nickname
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const SaveAvatar = graphql(`
  mutation SaveAvatar($fileId: String!) {
    updateAvatar(input: { fileId: $fileId }) {
      member {
        id
        avatar
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const SaveLocation = graphql(`
  mutation SaveLocation($input: UpdateLocationInput!) {
    updateLocation(input: $input) {
      member {
        id
        province
        city
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export function SettingsPage() {
  // Silent: the page shows a failed load itself (with a retry).
  const { data, loading, error, refetch } = useQuery(Settings, { context: { silent: true } });
  const [nick, setNick] = useState<string | null>(null);
  const [province, setProvince] = useState<string | null>(null);
  const [city, setCity] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [saveNick] = useMutation(SaveNick);
  const [saveAvatar] = useMutation(SaveAvatar);
  const [saveLocation] = useMutation(SaveLocation);
  const [bind, { loading: binding }] = useMutation(BindWeChat);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { nick: useId(), province: useId(), city: useId() };
  const me = data?.me;
  // 绑定微信 only where a code can be had; elsewhere the row says where to bind.
  const bindHere = canGetWeChatCode();
  return (
    <div className="settings-page">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch()}>
        {me && (
          <>
            <List mode="card" header={t.profile} className="settings-form">
              <List.Item
                prefix={
                  <span className="settings-avatar">
                    {me.avatar ? <FileImage src={me.avatar} sizes="48px" /> : <span aria-hidden>{me.nickname.slice(0, 1)}</span>}
                  </span>
                }
                extra={
                  <Button
                    className="settings-action"
                    fill="outline"
                    shape="rounded"
                    loading={uploading}
                    onClick={() => fileInput.current?.click()}
                  >
                    {t.uploadAvatar}
                  </Button>
                }
              >
                {t.avatar}
                {/* The picker behind the button: a file input cannot be
                    styled, so it stays hidden and the button opens it. */}
                <input
                  ref={fileInput}
                  type="file"
                  accept="image/*"
                  hidden
                  aria-label={t.uploadAvatar}
                  onChange={async (e) => {
                    const input = e.currentTarget;
                    const file = input.files?.[0];
                    if (!file) return;
                    setUploading(true);
                    const fid = (await uploadImage(file, t.uploadFailed))?.fid;
                    const r = fid
                      ? (await saveAvatar({ variables: { fileId: fid } }).catch(() => null))?.data?.updateAvatar
                      : null;
                    setUploading(false);
                    // The same file can be picked again after a failure.
                    input.value = '';
                    if (r && !showUserErrors(r.userErrors) && r.member) toast(t.saved, 0);
                  }}
                />
              </List.Item>
              <List.Item
                prefix={<label htmlFor={ids.nick}>{t.nickName}</label>}
                extra={
                  <Button
                    className="settings-action"
                    fill="outline"
                    shape="rounded"
                    loading="auto"
                    disabled={!nick}
                    onClick={async () => {
                      if (!nick) return;
                      const r = (await saveNick({ variables: { nickname: nick } }).catch(() => null))?.data?.updateNickname;
                      if (r && !showUserErrors(r.userErrors) && r.member) toast(t.saved, 0);
                    }}
                  >
                    {t.save}
                  </Button>
                }
              >
                <Input id={ids.nick} name="nickname" placeholder={t.nickPlaceholder} value={nick ?? me.nickname} onChange={setNick} />
              </List.Item>
            </List>
            <List mode="card" header={t.location} className="settings-form">
              <List.Item prefix={<label htmlFor={ids.province}>{t.province}</label>}>
                <Input
                  id={ids.province}
                  name="province"
                  placeholder={t.provincePlaceholder}
                  value={province ?? me.province ?? ''}
                  onChange={setProvince}
                />
              </List.Item>
              <List.Item prefix={<label htmlFor={ids.city}>{t.city}</label>}>
                <Input id={ids.city} name="city" placeholder={t.cityPlaceholder} value={city ?? me.city ?? ''} onChange={setCity} />
              </List.Item>
            </List>
            <div className="settings-block-action">
              <Button
                block
                fill="outline"
                loading="auto"
                onClick={async () => {
                  const input = { province: province ?? me.province ?? '', city: city ?? me.city ?? '', country: '中国' };
                  const r = (await saveLocation({ variables: { input } }).catch(() => null))?.data?.updateLocation;
                  if (r && !showUserErrors(r.userErrors) && r.member) toast(t.saved, 0);
                }}
              >
                {t.saveLocation}
              </Button>
            </div>
            <List mode="card" header={t.more}>
              <LinkItem to={paths.authentication} extra={me.isRealNameAuth ? t.verified : t.unverified}>
                {t.realName}
              </LinkItem>
              <List.Item
                data-testid="bind-wechat"
                description={me.isWeChatBound || bindHere ? undefined : <span data-testid="bind-elsewhere">{t.bindElsewhere}</span>}
                extra={
                  me.isWeChatBound ? (
                    t.wechatBound
                  ) : bindHere ? (
                    <Button
                      size="small"
                      color="primary"
                      fill="outline"
                      data-testid="bind-wechat-button"
                      loading={binding}
                      onClick={async () => {
                        const code = await weChatCode();
                        if (!code) return toast(t.bindFailed);
                        const r = (await bind({ variables: { code } }).catch(() => null))?.data?.bindWeChat;
                        // 'bind success' (spec §6), the member read again.
                        if (r && !showUserErrors(r.userErrors) && r.member) {
                          toast(t.bindSuccess, 0);
                          void refetch();
                        }
                      }}
                    >
                      {t.bindWeChat}
                    </Button>
                  ) : (
                    t.wechatUnbound
                  )
                }
              >
                {t.wechat}
              </List.Item>
              <LinkItem to={paths.account}>{t.account}</LinkItem>
              <LinkItem to={paths.notificationSettings} testId="notification-settings-link">
                {t.notificationsTitle}
              </LinkItem>
              <LinkItem to={paths.privacyRights} testId="privacy-rights-link">
                {t.privacyRightsTitle}
              </LinkItem>
              <LinkItem to={paths.richSettings}>{t.richTitle}</LinkItem>
              <LinkItem to={paths.blockedMembers} testId="blocked-link">
                {t.blockedTitle}
              </LinkItem>
            </List>
          </>
        )}
      </QueryState>
    </div>
  );
}
