// Runs before install and start: fail with a clear sentence instead of a cryptic syntax or ABI error
// deep inside a dependency when someone uses an older Node.
const [major] = process.versions.node.split('.').map(Number);
const REQUIRED = 22;
if (major < REQUIRED) {
  console.error(
    `\nTagwise needs Node.js ${REQUIRED} or newer (Node 24 LTS recommended); this is Node ${process.versions.node}.\n` +
      `Install Node 24 from https://nodejs.org or with your version manager (nvm install 24), then run the command again.\n`,
  );
  process.exit(1);
}
