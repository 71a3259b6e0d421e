// Exact integer arithmetic for money in cents: no floating-point division decides a cent.

/**
 * round-half-up(value × numerator / denominator) for non-negative integers: how a rate in basis points
 * is applied to an amount in cents (tax, a percent discount). Exact while value × numerator stays below
 * 2^53 (a million dollars times 100 % is 10^12).
 */
export function roundHalfUp(value: number, numerator: number, denominator: number): number {
  const product = value * numerator;
  const quotient = (product - (product % denominator)) / denominator;
  return (product % denominator) * 2 >= denominator ? quotient + 1 : quotient;
}

/**
 * Splits `total` cents over the weights in proportion, by largest remainder: each share is its exact
 * proportion rounded down, and the cents left over go one each to the largest fractional remainders (ties
 * to the earlier position). The shares always sum to `total` exactly, and none exceeds its exact proportion
 * by a cent or more. Weights of zero get nothing; with every weight zero, `total` must be zero.
 */
export function allocateByLargestRemainder(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) {
    if (total !== 0) throw new RangeError('Nothing to allocate over');
    return weights.map(() => 0);
  }
  const shares = weights.map((w) => {
    const product = total * w;
    return (product - (product % sum)) / sum;
  });
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = weights
    .map((w, index) => ({ index, remainder: (total * w) % sum }))
    .filter((entry) => entry.remainder > 0)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
