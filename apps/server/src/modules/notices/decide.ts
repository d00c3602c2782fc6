import { sql, type SQL } from 'drizzle-orm';
import { switchCode, type NoticeType } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { charges } from '../charges/index.js';
import { noticeDeliveries, noticeSettings, noticeSwitches } from './tables.js';
import { rowsOf } from '../../lib/rows.js';

/**
 * Writes a notice type's deliveries for the charges `which` selects (alias `c`), by each channel the
 * seller has on (master switch and the type's switch; untouched: e-mail on, WhatsApp off) and the
 * buyer can be reached by, in one statement. The unique key (charge, type, channel) makes a second
 * decision, by a second run or a second worker, write nothing. Returns how many it wrote.
 */
export async function decideDeliveries(db: DbOrTx, type: NoticeType, which: SQL, now: Date): Promise<number> {
  const result = await db.execute(sql`
    with decided as (
      insert into ${noticeDeliveries} (seller_id, charge_id, type, channel, status, created_at, updated_at)
      select c.seller_id, c.id, ${type}, ch.channel, 'PENDING', ${now}, ${now}
      from ${charges} c
      cross join (values ('EMAIL'), ('WHATSAPP')) as ch(channel)
      left join ${noticeSettings} s on s.seller_id = c.seller_id
      left join ${noticeSwitches} w on w.seller_id = c.seller_id
        and w.code = case ch.channel when 'EMAIL' then ${switchCode(type, 'EMAIL')} else ${switchCode(type, 'WHATSAPP')} end
      where ${which}
        and coalesce(s.active_all, true)
        and coalesce(w.active, ch.channel = 'EMAIL')
        and (case ch.channel when 'EMAIL' then c.customer_email else c.customer_phone end) <> ''
      on conflict (charge_id, type, channel) do nothing
      returning 1)
    select count(*)::int as decided from decided`);
  const [row] = rowsOf<{ decided: number }>(result);
  return row?.decided ?? 0;
}
