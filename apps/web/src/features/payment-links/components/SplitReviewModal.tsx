import { Alert, Button, Center, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { formatBRL, SPLIT_MESSAGES, type SplitReviewRequest, type SplitReviewView } from '@cofre/contract';
import { errorMessages } from '../../../lib/api';
import { useSplitReview } from '../api/reviewSplit';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';
import { shareSetting } from './splitForm';

interface SplitReviewModalProps {
  /** The value and shares to review; null while closed. */
  request: SplitReviewRequest | null;
  onCancel: () => void;
  /** Creates or saves the link, as reviewed. */
  onConfirm: () => void;
}

function ReviewTable({ review }: { review: SplitReviewView }) {
  const negative = review.remainder < 0;
  return (
    <Table layout="fixed" verticalSpacing="xs" horizontalSpacing={0} withRowBorders>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row" fw={500}>
            {T.reviewValue}
          </Table.Th>
          <Table.Td ta="right" w="40%">
            {formatBRL(review.value)}
          </Table.Td>
        </Table.Tr>
        {review.shares.map((share) => (
          <Table.Tr key={share.subSellerId}>
            <Table.Th scope="row" fw={400}>
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {share.name}
              </Text>
              <Text fz="xs" c="dimmed">
                {shareSetting(share.paymentType, share.paymentValue)}
              </Text>
            </Table.Th>
            <Table.Td ta="right">{formatBRL(share.amount)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th scope="row" fw={400}>
            {T.reviewSubSellers}
          </Table.Th>
          <Table.Td ta="right">{formatBRL(review.amountForSubSellers)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row" fw={400}>
            {T.reviewFee}
          </Table.Th>
          <Table.Td ta="right">{formatBRL(review.fee)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row" fw={700}>
            {T.reviewRemainder}
          </Table.Th>
          <Table.Td ta="right" fw={700} c={negative ? 'red' : undefined}>
            {formatBRL(review.remainder)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/**
 * 'Revise os valores do split' (spec 2 §2, §5): the server's review of the value (each sub-seller's
 * amount, the fees and what the seller keeps) before the link is saved. A negative remainder says so
 * and keeps the confirm off.
 */
export function SplitReviewModal({ request, onCancel, onConfirm }: SplitReviewModalProps) {
  const review = useSplitReview(request);
  const negative = review.data !== undefined && review.data.remainder < 0;
  return (
    <Modal
      opened={request !== null}
      onClose={onCancel}
      title={T.reviewTitle}
      centered
      closeButtonProps={{ 'aria-label': T.closeDialog }}
    >
      <Stack gap="md">
        {review.isPending && (
          <Center py="md">
            <Loader size="sm" aria-label={T.reviewLoading} />
          </Center>
        )}
        {review.isError && (
          <Alert color="red" role="alert" title={T.reviewFailed}>
            {errorMessages(review.error).join(' ')}
          </Alert>
        )}
        {review.data && <ReviewTable review={review.data} />}
        {negative && (
          <Alert color="red" role="alert">
            {SPLIT_MESSAGES.overAvailable}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {T.reviewBack}
          </Button>
          <Button disabled={!review.isSuccess || negative} onClick={onConfirm}>
            {T.reviewConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
