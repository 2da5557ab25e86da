-- Hand-written: sponsorship amounts were free text ('$5,000', '€2.500,50', '5k'). They become a
-- number in the currency's units plus an ISO 4217 code. The text is read here once:
--   * currency: a symbol ($ USD, € EUR, £ GBP, ¥ JPY) or a known 3-letter code before or after the
--     number; a code wins over a symbol ('$300 AUD'); neither: the DEFAULT_CURRENCY the migrator
--     passes in the session setting ospo.default_currency (USD without it);
--   * a k / m / bn suffix multiplies by a thousand / million / billion;
--   * spaces and apostrophes group digits; of '.' and ',', the last one followed by 1 or 2 digits
--     at the end is the decimal separator and every other one groups digits ('2.500,50', '5,000');
--   * more decimals than the currency has (¥12.5), negative or unreadable text is not converted.
-- What is not converted keeps its text in the notes ('Amount (not converted): TBD'), and the
-- migration raises a WARNING with their count, which the server log shows.
-- The code lists are the runtime's Intl.supportedValuesOf('currency') and fraction digits when
-- this migration was written; the application validates new input against its own runtime's.
ALTER TABLE "sponsorships" RENAME COLUMN "amount" TO "amount_text";
--> statement-breakpoint
ALTER TABLE "sponsorships" ADD COLUMN "amount" numeric(15, 3);
--> statement-breakpoint
ALTER TABLE "sponsorships" ADD COLUMN "currency" text;
--> statement-breakpoint
CREATE FUNCTION "money_from_text_0013"(raw text, default_currency text, OUT amount numeric, OUT currency text)
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  known text[] := ARRAY['AED','AFN','ALL','AMD','ANG','AOA','ARS','AUD','AWG','AZN','BAM','BBD','BDT','BGN','BHD','BIF','BMD','BND','BOB','BRL','BSD','BTN','BWP','BYN','BZD','CAD','CDF','CHF','CLP','CNY','COP','CRC','CUC','CUP','CVE','CZK','DJF','DKK','DOP','DZD','EGP','ERN','ETB','EUR','FJD','FKP','GBP','GEL','GHS','GIP','GMD','GNF','GTQ','GYD','HKD','HNL','HRK','HTG','HUF','IDR','ILS','INR','IQD','IRR','ISK','JMD','JOD','JPY','KES','KGS','KHR','KMF','KPW','KRW','KWD','KYD','KZT','LAK','LBP','LKR','LRD','LSL','LYD','MAD','MDL','MGA','MKD','MMK','MNT','MOP','MRU','MUR','MVR','MWK','MXN','MYR','MZN','NAD','NGN','NIO','NOK','NPR','NZD','OMR','PAB','PEN','PGK','PHP','PKR','PLN','PYG','QAR','RON','RSD','RUB','RWF','SAR','SBD','SCR','SDG','SEK','SGD','SHP','SLE','SLL','SOS','SRD','SSP','STN','SVC','SYP','SZL','THB','TJS','TMT','TND','TOP','TRY','TTD','TWD','TZS','UAH','UGX','USD','UYU','UZS','VES','VND','VUV','WST','XAF','XCD','XCG','XDR','XOF','XPF','XSU','YER','ZAR','ZMW','ZWG','ZWL'];
  zero_decimals text[] := ARRAY['AFN','ALL','BIF','CLP','COP','DJF','GNF','HUF','IDR','IQD','IRR','ISK','JPY','KMF','KPW','KRW','LAK','LBP','MGA','MMK','PKR','PYG','RWF','SLL','SOS','SYP','UGX','VND','VUV','XAF','XOF','XPF','YER'];
  three_decimals text[] := ARRAY['BHD','JOD','KWD','LYD','OMR','TND'];
  rest text := btrim(regexp_replace(coalesce(raw, ''), '[\s\u00a0\u202f]+', ' ', 'g'));
  symbol_code text;
  code text;
  multiplier numeric := 1;
  parts text[];
  whole text;
  fraction text := '';
  value numeric;
  decimals int;
BEGIN
  IF rest = '' THEN RETURN; END IF;
  parts := regexp_match(rest, '^([$€£¥])\s*(.*)$');
  IF parts IS NULL THEN parts := regexp_match(rest, '^(?:(.*?)\s*)([$€£¥])$'); parts := ARRAY[parts[2], parts[1]]; END IF;
  IF parts[1] IS NOT NULL THEN
    symbol_code := CASE parts[1] WHEN '$' THEN 'USD' WHEN '€' THEN 'EUR' WHEN '£' THEN 'GBP' ELSE 'JPY' END;
    rest := btrim(parts[2]);
  END IF;
  parts := regexp_match(rest, '^([A-Za-z]{3})\s*(.*)$');
  IF parts IS NOT NULL AND upper(parts[1]) = ANY (known) THEN
    code := upper(parts[1]);
    rest := btrim(parts[2]);
  ELSE
    parts := regexp_match(rest, '^(.*?)\s*([A-Za-z]{3})$');
    IF parts IS NOT NULL AND upper(parts[2]) = ANY (known) THEN
      code := upper(parts[2]);
      rest := btrim(parts[1]);
    END IF;
  END IF;
  IF symbol_code IS NULL AND code IS NOT NULL THEN
    -- 'USD $300', '300 € EUR': a symbol on the other side of a code
    parts := regexp_match(rest, '^([$€£¥])\s*(.*)$');
    IF parts IS NULL THEN parts := regexp_match(rest, '^(?:(.*?)\s*)([$€£¥])$'); parts := ARRAY[parts[2], parts[1]]; END IF;
    IF parts[1] IS NOT NULL THEN rest := btrim(parts[2]); END IF;
  END IF;
  currency := coalesce(code, symbol_code, default_currency);
  parts := regexp_match(rest, '^(.*?)\s*(k|m|bn)$', 'i');
  IF parts IS NOT NULL THEN
    multiplier := CASE lower(parts[2]) WHEN 'k' THEN 1000 WHEN 'm' THEN 1000000 ELSE 1000000000 END;
    rest := btrim(parts[1]);
  END IF;
  rest := regexp_replace(rest, '[ '']', '', 'g');
  IF rest !~ '^[0-9]+([.,][0-9]+)*$' THEN currency := NULL; RETURN; END IF;
  parts := regexp_match(rest, '^(.*)[.,]([0-9]{1,2})$');
  IF parts IS NOT NULL THEN
    whole := parts[1];
    fraction := parts[2];
  ELSE
    whole := rest;
  END IF;
  whole := regexp_replace(whole, '[.,]', '', 'g');
  value := (whole || '.' || fraction || '0')::numeric * multiplier;
  decimals := CASE WHEN currency = ANY (zero_decimals) THEN 0 WHEN currency = ANY (three_decimals) THEN 3 ELSE 2 END;
  IF scale(trim_scale(value)) > decimals OR value >= 1000000000000 THEN currency := NULL; RETURN; END IF;
  amount := trim_scale(value);
END
$$;
--> statement-breakpoint
UPDATE "sponsorships" AS s SET "amount" = m."amount", "currency" = m."currency"
FROM (
  SELECT "id", (money_from_text_0013("amount_text", coalesce(nullif(current_setting('ospo.default_currency', true), ''), 'USD'))).*
  FROM "sponsorships"
  WHERE btrim(coalesce("amount_text", '')) <> ''
) AS m
WHERE s."id" = m."id" AND m."amount" IS NOT NULL;
--> statement-breakpoint
UPDATE "sponsorships"
SET "notes" = concat_ws(E'\n', nullif("notes", ''), 'Amount (not converted): ' || btrim("amount_text"))
WHERE "amount" IS NULL AND btrim(coalesce("amount_text", '')) <> '';
--> statement-breakpoint
DO $$
DECLARE
  unconverted int;
BEGIN
  SELECT count(*) INTO unconverted FROM "sponsorships" WHERE "amount" IS NULL AND btrim(coalesce("amount_text", '')) <> '';
  IF unconverted > 0 THEN
    RAISE WARNING '% sponsorship amount(s) could not be read as a number; their text is kept in the sponsorship''s notes as "Amount (not converted): ..."', unconverted;
  END IF;
END
$$;
--> statement-breakpoint
DROP FUNCTION "money_from_text_0013"(text, text);
--> statement-breakpoint
ALTER TABLE "sponsorships" DROP COLUMN "amount_text";
--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_amount_not_negative" CHECK ("sponsorships"."amount" >= 0);--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_currency_code" CHECK ("sponsorships"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_amount_with_currency" CHECK (("sponsorships"."amount" is null) = ("sponsorships"."currency" is null));
