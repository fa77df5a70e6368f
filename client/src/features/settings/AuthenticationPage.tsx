// my/authentication: real-name authentication (the server checks the ID
// number's checksum and birth date; it is never shown in full again).
import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import { toast } from '../../lib/toast';
import { showUserErrors } from '../../lib/userErrors';
import { settingsText as t } from './strings';

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
  return (
    <div className="page login">
      <label>
        {t.legalName}
        <input value={legalName} onChange={(e) => setLegalName(e.target.value)} />
      </label>
      <label>
        {t.idNumber}
        <input value={idNumber} maxLength={18} onChange={(e) => setIdNumber(e.target.value.trim())} />
      </label>
      <button
        className="primary"
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
      </button>
    </div>
  );
}
