// The styles of the shell's CrudTable and its form modal, loaded with the page that shows
// them rather than with the sign-in page.
import '@org/admin-shell/styles/crud.css';
