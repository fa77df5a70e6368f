// Who the caller is to these pages: staff (may compare every channel), and
// whether real-name authentication is done (receive info and withdrawals
// need it; its legal name is the payee's).
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

const Viewer = graphql(`
  query ChannelsViewer {
    me {
      id
      isStaff
      isRealNameAuth
      legalName
    }
  }
`);

export function useViewer() {
  // Silent: each page shows a failed load itself (with a retry).
  const q = useQuery(Viewer, { context: { silent: true } });
  return { ...q, me: q.data?.me };
}
