// Spec 000 section 2: with maintenanceMode on, every page except /experiments shows the maintenance page.
export function showsMaintenance(maintenanceMode: boolean, routeName: string | undefined): boolean {
  return maintenanceMode && routeName !== 'experiments';
}
