import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTransport, type Transporter } from "nodemailer";
import { config } from "~/config.server";

export type Mail = { to: string; subject: string; text: string; html: string };

let transporter: Transporter | undefined;

/** Real SMTP when configured; otherwise nodemailer's JSON transport, saved to the outbox folder. */
function mailer(): Transporter {
  if (transporter) return transporter;
  const { smtp } = config.mail;
  if (!smtp) return (transporter = createTransport({ jsonTransport: true }));
  return (transporter = "url" in smtp ? createTransport(smtp.url) : createTransport({ ...smtp }));
}

/**
 * Sends one mail. Without SMTP each mail is written as JSON to `<DATA_DIR>/outbox/` and a log
 * line names the file, so a developer can open the link it carries.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const info = await mailer().sendMail({ from: config.mail.from, ...mail });
  if (config.mail.smtp) return;
  const dir = config.mail.outboxDir;
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${Date.now()}-${randomBytes(4).toString("hex")}.json`);
  await writeFile(file, String(info.message), { mode: 0o600 });
  console.info(`[mail] "${mail.subject}" to ${mail.to} saved to ${file}`);
}
