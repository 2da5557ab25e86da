import type { Clock } from '../../lib/clock';
import { LruMap } from '../../lib/lru-map';
import type { TokenIdentity } from '../../lib/identity';

/** How long a verified token is believed without checking its signature again. */
export const VERIFIED_TOKEN_TTL_MS = 30_000;
/** Distinct tokens remembered at once; the least recently used goes first. */
export const VERIFIED_TOKEN_LIMIT = 5_000;

interface Entry {
  identity: TokenIdentity;
  /** Epoch ms after which the token is verified again: TTL or its exp, whichever comes first. */
  until: number;
}

/**
 * Tokens whose signature and claims were verified moments ago, keyed by their exact text: a
 * signature check (RS256 through WebCrypto) costs more than the rest of a list request's Node
 * work, and a client sends the same token for minutes. Any other text (a changed signature, a
 * changed claim) is a miss and goes through full verification; refused tokens are never kept.
 */
export class VerifiedTokens {
  private readonly entries: LruMap<string, Entry>;

  constructor(
    private readonly clock: Clock,
    limit = VERIFIED_TOKEN_LIMIT,
  ) {
    this.entries = new LruMap(limit);
  }

  get(token: string): TokenIdentity | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (this.clock.now().getTime() < entry.until) return entry.identity;
    this.entries.delete(token);
    return undefined;
  }

  /** `expiresAt`: the token's exp in epoch seconds. */
  remember(token: string, identity: TokenIdentity, expiresAt: number): void {
    const until = Math.min(this.clock.now().getTime() + VERIFIED_TOKEN_TTL_MS, expiresAt * 1000);
    Object.freeze(identity.roles);
    this.entries.set(token, { identity: Object.freeze(identity), until });
  }

  get size(): number {
    return this.entries.size;
  }
}
