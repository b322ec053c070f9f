import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Pirkt tagad',
  VerticalEmbed_Events_Button: 'Reģistrēties tagad',
  VerticalEmbed_Bookings_Button: 'Rezervēt tagad',
  UploadFile_Viewer_Download: 'Lejupielādēt {fileType}',
  VerticalEmbed_Units_Hour: '{number} st.',
  VerticalEmbed_Units_Minute: '{number} min.',
  Accessibility_Left_Gallery: 'Jūs izgājāt no galerijas',
  Viewer_Read_More: 'Lasīt vairāk',
  Viewer_See_Full_Post: 'Skatīt visu ierakstu',
  Spoiler_Click_To_Reveal: 'Noklikšķiniet, lai parādītu',
  Spoiler_Reveal_Image: 'Rādīt attēlu',
  Spoiler_Reveal_Gallery: 'Rādīt galeriju',
  Spoiler_Reveal_Video: 'Rādīt video',
  Image_Expand: 'Palielināt attēlu',
  Viewer_Close: 'Aizvērt',
  Fullscreen_Viewer: 'Pilnekrāna skatītājs',
  Fullscreen_Previous: 'Iepriekšējais',
  Fullscreen_Next: 'Nākamais',
  Collapsible_Expand: 'Izvērst',
  Collapsible_Shrink: 'Sakļaut',
};

export default messages;
