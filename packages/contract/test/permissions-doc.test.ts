import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  APP_ROUTES,
  can,
  CAPABILITIES,
  FEATURES,
  PROFILE_LABELS,
  PROFILE_ROLES,
  PROFILES,
  RESTRICTIVE_FEATURES,
  rolesOfProfile,
  type Capability,
  type Grant,
} from '../src/index.js';

/**
 * docs/permissions.md is generated from the contract: this test fails when the file and the
 * contract disagree. Regenerate with `UPDATE_PERMISSIONS_DOC=1 npx vitest run test/permissions-doc.test.ts`
 * in packages/contract.
 */
const DOC = path.resolve(import.meta.dirname, '../../../docs/permissions.md');

const togglesOn = FEATURES.filter((feature) => !RESTRICTIVE_FEATURES.includes(feature));
const grantOf = (profile: (typeof PROFILES)[number]): Grant => ({
  roles: rolesOfProfile(profile),
  features: togglesOn,
});
const mark = (allowed: boolean) => (allowed ? '✓' : '—');
const profileHeader = PROFILES.map((profile) => `${profile} (${PROFILE_LABELS[profile]})`);

export function permissionsDoc(): string {
  const lines: string[] = [
    '# Permissions',
    '',
    'Generated from `packages/contract` (`profiles.ts`, `permissions.ts`, `routes.ts`) by',
    '`packages/contract/test/permissions-doc.test.ts`, which fails when this file and the contract disagree.',
    'Do not edit by hand: run `UPDATE_PERMISSIONS_DOC=1 npx vitest run test/permissions-doc.test.ts` in',
    '`packages/contract`. The server enforces every cell (D18); the web hides what the server would refuse.',
    '',
    "'Notifications view' of the older profile list is the notification centre (bell and drawer), which every",
    'signed-in user has; it grants no role (D20). Paying money out (/pagamentos) and the banking-account pages',
    '(/ativar-pj, /dados-conta, /pix-config) need SELLER_MASTER, SELLER_ADMIN or SELLER_BACKOFFICE (D20, D21).',
    'Cells assume the seller has every feature toggle on except the restrictive ones; a route whose toggle is',
    'off is refused whatever the profile.',
    '',
    '## Profiles → roles',
    '',
    '| profile | roles |',
    '|---|---|',
    ...PROFILES.map((profile) => `| ${profile} (${PROFILE_LABELS[profile]}) | ${PROFILE_ROLES[profile].join(', ')} |`),
    '',
    'SELLER_MASTER and SELLER_BACKOFFICE are the provider staff roles, granted only by an operator.',
    '',
    '## Screens × profiles',
    '',
    `| path | screen | capability | toggle | ${profileHeader.join(' | ')} |`,
    `|---|---|---|---|${PROFILES.map(() => '---').join('|')}|`,
    ...APP_ROUTES.map(
      (route) =>
        `| \`${route.path}\` | ${route.title} | \`${route.capability}\` | ${route.feature ? `\`${route.feature}\`` : ''} | ${PROFILES.map(
          (profile) => mark(can(grantOf(profile), route.capability, route.feature)),
        ).join(' | ')} |`,
    ),
    '',
    '## Capabilities × profiles',
    '',
    `| capability | roles | toggle | ${profileHeader.join(' | ')} |`,
    `|---|---|---|${PROFILES.map(() => '---').join('|')}|`,
    ...(Object.keys(CAPABILITIES) as Capability[]).map((capability) => {
      const rule: { roles: readonly string[]; feature?: string; withoutFeature?: string } = CAPABILITIES[capability];
      const toggle = [rule.feature && `\`${rule.feature}\``, rule.withoutFeature && `not \`${rule.withoutFeature}\``]
        .filter(Boolean)
        .join(', ');
      return `| \`${capability}\` | ${rule.roles.join(', ')} | ${toggle} | ${PROFILES.map((profile) =>
        mark(can(grantOf(profile), capability)),
      ).join(' | ')} |`;
    }),
    '',
  ];
  return lines.join('\n');
}

describe('docs/permissions.md', () => {
  it('matches the contract', () => {
    const expected = permissionsDoc();
    if (process.env.UPDATE_PERMISSIONS_DOC) writeFileSync(DOC, expected);
    expect(readFileSync(DOC, 'utf8')).toBe(expected);
  });
});
