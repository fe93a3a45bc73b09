import { ConfigError, loadConfig } from './config';
import { demoLogins, seedDemo } from './demo/seed';
import { startPlatform } from './platform';
import { createInvite } from './services/registration';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, deps } = await startPlatform(config);
  let inviteUrl: string | null = null;
  if (config.seedDemo) {
    const { collegeId } = await seedDemo(deps.db);
    if (collegeId) inviteUrl = await createInvite(app, collegeId);
  }
  await app.listen({ port: config.port, host: config.host });

  const lines = [`Placement is running at ${config.publicUrl} (database: ${deps.database.kind})`];
  if (config.seedDemo) {
    lines.push('Demo logins:');
    for (const login of demoLogins)
      lines.push(`  ${login.role.padEnd(8)} ${login.email} / ${login.password}`);
    if (inviteUrl) lines.push(`Invite link for Demo College (single use): ${inviteUrl}`);
  }
  console.log(lines.join('\n'));

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

void main();
