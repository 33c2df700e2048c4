/** The signed-in user the session tests store and read back (the demo admin's login answer). */
export const sessionUser = {
  id: 1,
  fullName: 'John Doe',
  username: 'johndoe',
  email: 'admin@demo.com',
  role: 'admin',
};
