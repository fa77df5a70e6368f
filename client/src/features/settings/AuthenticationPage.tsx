// my/authentication: real-name authentication (the server checks the ID
// number's checksum and birth date; it is never shown in full again).
import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { Button, Input, List, toast } from '../../ui';
import { showUserErrors } from '../../lib/userErrors';
import { settingsText as t } from './strings';
import './settings.css';

const Authenticate = graphql(`
  mutation RealNameAuth($input: VerifyRealNameInput!) {
    verifyRealName(input: $input) {
      member {
        id
        isRealNameAuth
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export function AuthenticationPage() {
  const [legalName, setLegalName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [auth, { loading }] = useMutation(Authenticate);
  const navigate = useNavigate();
  const nameId = useId();
  const numberId = useId();
  return (
    <div className="settings-page">
      <p className="settings-note">{t.realNameNote}</p>
      <List mode="card" className="settings-form">
        <List.Item prefix={<label htmlFor={nameId}>{t.legalName}</label>}>
          <Input
            id={nameId}
            name="legalName"
            autoComplete="name"
            placeholder={t.legalNamePlaceholder}
            value={legalName}
            onChange={setLegalName}
          />
        </List.Item>
        <List.Item prefix={<label htmlFor={numberId}>{t.idNumber}</label>}>
          <Input
            id={numberId}
            name="idNumber"
            autoComplete="off"
            maxLength={18}
            placeholder={t.idNumberPlaceholder}
            value={idNumber}
            onChange={(v) => setIdNumber(v.trim())}
          />
        </List.Item>
      </List>
      <Button
        className="settings-submit"
        data-testid="auth-submit"
        block
        color="primary"
        size="large"
        loading={loading}
        disabled={loading || !legalName || idNumber.length !== 18}
        onClick={async () => {
          const r = (await auth({ variables: { input: { legalName, idNumber } } }).catch(() => null))?.data
            ?.verifyRealName;
          if (r && !showUserErrors(r.userErrors) && r.member?.isRealNameAuth) {
            toast(t.verified, 0);
            navigate(-1);
          }
        }}
      >
        {t.submit}
      </Button>
    </div>
  );
}
