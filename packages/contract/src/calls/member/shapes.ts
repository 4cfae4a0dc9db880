import { z } from 'zod';
import { languages, type MessageKey } from '../../messages.js';
import { menuTypes } from '../../constants.js';

// The shapes the platform calls carry: the member, the menu tree, the language pack, and the
// login and password inputs.

export const msg = (key: MessageKey) => ({ message: key });

/** A cookie the client writes after the call; empty domain = the page's own host. */
export const cookieDataSchema = z.array(z.object({ name: z.string(), value: z.string(), domain: z.string() }));

/** The member fields the client stores (User-Info-Data) and shows. */
export const memberInfoSchema = z.object({
  id: z.number().int(),
  /** Session token, sent back as batoken / the Admin-Token cookie. Empty outside login. */
  token: z.string(),
  customer_id: z.number().int(),
  username: z.string(),
  real_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** Super-administrator flag. */
  super: z.boolean(),
  parent_id: z.number().int().nullable(),
  email_push: z.boolean(),
  lang: z.enum(languages),
  /** Customer display fields, so the header needs no second call. */
  company_name: z.string(),
  company_en_name: z.string(),
  platform_name: z.string(),
  platform_en_name: z.string(),
  company_id: z.number().int().nullable(),
  theme_color: z.string(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** Menu rule entry, with children. `url` is a route of routes.ts (or external for link). */
export interface MenuNode {
  id: number;
  rule_name: string;
  title: string;
  en_title: string;
  menu_type: (typeof menuTypes)[number];
  url: string;
  icon: string;
  sort: number;
  children: MenuNode[];
}
export const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    rule_name: z.string(),
    title: z.string(),
    en_title: z.string(),
    menu_type: z.enum(menuTypes),
    url: z.string(),
    icon: z.string(),
    sort: z.number().int(),
    children: z.array(menuNodeSchema),
  }),
);

/** Data is an object whose key is the language name, holding its translations. */
const languagePackShape = z
  .object({ cookie_data: cookieDataSchema.optional() })
  .catchall(z.record(z.string(), z.string()));
export type LanguagePack = z.infer<typeof languagePackShape>;
// Parsing puts declared keys first; the transform moves cookie_data back behind the language name.
export const languagePackSchema = languagePackShape.transform(
  ({ cookie_data, ...packs }) => ({ ...packs, ...(cookie_data ? { cookie_data } : {}) }) as LanguagePack,
);

export const langField = z.enum(languages, msg('formatError'));
export const password = z.string().min(1).max(128);
/** New passwords: 8 to 32 characters with a letter and a digit. */
export const newPassword = z
  .string()
  .min(1)
  .max(128)
  .refine((p) => p.length >= 8 && p.length <= 32 && /[A-Za-z]/.test(p) && /\d/.test(p), msg('passwordRule'));

export const loginInput = z
  .object({
    username: z.string().trim().max(100).optional(),
    password: z.string().max(128).optional(),
    captchaId: z.string().max(64).optional(),
    captchaInfo: z.string().trim().max(16).optional(),
    /** The login page's demo flag: accepted, changes nothing on the server. */
    demonstrate: z.union([z.boolean(), z.coerce.number(), z.string().max(10)]).optional(),
    /** Single sign-on: only this is sent (a token from getSpylToken). */
    token: z.string().max(200).optional(),
    /** The login page's language: the session's language, saved to the account. */
    lang: z.enum(languages, msg('formatError')).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.token) return;
    if (!v.username) ctx.addIssue({ code: 'custom', message: 'required', path: ['username'] });
    else if (!v.password) ctx.addIssue({ code: 'custom', message: 'required', path: ['password'] });
  });
