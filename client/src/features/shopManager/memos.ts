// The memo mutation both memo pages send: the record page saves a memo's
// text and result, the result page only its result. (Here, not in either
// page: a page importing the other would fetch the other's chunk.)
import { graphql } from '../../gql';

export const UpdateMemo = graphql(`
  mutation ShopMemoUpdate($input: UpdateFamilyMemoInput!) {
    updateFamilyMemo(input: $input) {
      memo {
        id
        content
        result
        updatedAt
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);
