// my/settings: nickname, avatar upload, location; links to real-name
// authentication and the account page.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { currentToken } from '../../lib/storage';
import { toast } from '../../lib/toast';
import { showUserErrors } from '../../lib/userErrors';
import { paths } from '../../lib/paths';
import { settingsText as t } from './strings';

const Settings = graphql(`
  query SettingsPage {
    me {
      id
      nickname
      avatar
      province
      city
      isRealNameAuth
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

/** Uploads an image to /api/Files/upload (with the token); its file id. */
async function upload(file: File): Promise<string | null> {
  const body = new FormData();
  body.append('file', file);
  const token = currentToken();
  const r = await fetch('/api/Files/upload', {
    method: 'POST',
    body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => null);
  if (!r) return (toast(t.uploadFailed, 100), null);
  const json = await r.json().catch(() => null);
  if (!r.ok) {
    // Upload errors show after 100 ms (spec §8).
    toast(json?.detail ?? json?.title ?? t.uploadFailed, 100);
    return null;
  }
  return json.fid as string;
}

export function SettingsPage() {
  const { data } = useQuery(Settings);
  const [nick, setNick] = useState<string | null>(null);
  const [province, setProvince] = useState<string | null>(null);
  const [city, setCity] = useState<string | null>(null);
  const [saveNick] = useMutation(SaveNick);
  const [saveAvatar] = useMutation(SaveAvatar);
  const [saveLocation] = useMutation(SaveLocation);
  const me = data?.me;
  if (!me) return <div className="page">…</div>;
  return (
    <div className="page settings">
      <label>
        {t.avatar}
        <input
          type="file"
          accept="image/*"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            const fid = await upload(file);
            if (!fid) return;
            const r = (await saveAvatar({ variables: { fileId: fid } }).catch(() => null))?.data?.updateAvatar;
            if (r && !showUserErrors(r.userErrors) && r.member) toast(t.saved, 0);
          }}
        />
      </label>
      <label>
        {t.nickName}
        <span className="row">
          <input value={nick ?? me.nickname} onChange={(e) => setNick(e.target.value)} />
          <button
            onClick={async () => {
              if (!nick) return;
              const r = (await saveNick({ variables: { nickname: nick } }).catch(() => null))?.data?.updateNickname;
              if (r && !showUserErrors(r.userErrors) && r.member) toast(t.saved, 0);
            }}
          >
            {t.save}
          </button>
        </span>
      </label>
      <label>
        {t.location}
        <span className="row">
          <input placeholder={t.province} value={province ?? me.province ?? ''} onChange={(e) => setProvince(e.target.value)} />
          <input placeholder={t.city} value={city ?? me.city ?? ''} onChange={(e) => setCity(e.target.value)} />
          <button
            onClick={async () => {
              const input = { province: province ?? me.province ?? '', city: city ?? me.city ?? '', country: '中国' };
              const r = (await saveLocation({ variables: { input } }).catch(() => null))?.data?.updateLocation;
              if (r && !showUserErrors(r.userErrors) && r.member) toast(t.saved, 0);
            }}
          >
            {t.save}
          </button>
        </span>
      </label>
      <nav className="menu">
        <Link className="menu-item" to={paths.authentication}>
          {t.realName}
          <span>{me.isRealNameAuth ? t.verified : ''}</span>
        </Link>
        <Link className="menu-item" to={paths.account}>
          {t.account}
        </Link>
      </nav>
    </div>
  );
}
