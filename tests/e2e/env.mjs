// Fixed credentials of the e2e server (test-only values).
export const E2E = {
  adminEmail: "admin@e2e.local",
  adminPassword: "admin-password-123",
  demoEmail: "demo@example.com",
  demoPassword: "demo-password-123",
};
