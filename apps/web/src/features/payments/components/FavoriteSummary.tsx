import { Text } from '@mantine/core';
import { formatPixKey, PIX_KEY_TYPE_LABELS, type PixFavorite } from '@cofre/contract';

/** A favorite as the key input and the lists show it: nickname, beneficiary, key type and formatted key. */
export function FavoriteSummary({ favorite }: { favorite: PixFavorite }) {
  return (
    <>
      <Text component="span" display="block" fz="sm" fw={600}>
        {favorite.nickname}
      </Text>
      <Text component="span" display="block" fz="xs">
        {favorite.beneficiaryName}
      </Text>
      <Text component="span" display="block" fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {PIX_KEY_TYPE_LABELS[favorite.keyType]} · {formatPixKey(favorite.keyType, favorite.key)}
      </Text>
    </>
  );
}
