import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Bilhin Ngayon',
  VerticalEmbed_Events_Button: 'Magparehistro Ngayon',
  VerticalEmbed_Bookings_Button: 'Mag-book Ngayon',
  UploadFile_Viewer_Download: 'I-download ang {fileType}',
  VerticalEmbed_Units_Hour: '{number} oras',
  VerticalEmbed_Units_Minute: '{number} min',
  VerticalEmbed_Disabled_Button_Tooltip:
    'Magiging available ang product page kapag na-publish mo na ang iyong site.',
  Poll_Vote: 'Bumoto',
  Poll_Votes_One: '{number} boto',
  Poll_Votes_Other: '{number} boto',
  Poll_Voters: 'Mga bumoto',
  Poll_Toast_No_Internet: 'Walang internet. Suriin ang iyong koneksyon.',
  Poll_Toast_Server_Error: 'Hindi makakonekta sa server. Subukang muli mamaya.',
  Map_Label: 'Mapa: {location}',
  Map_Zoom_In: 'Mag-zoom in',
  Map_Zoom_Out: 'Mag-zoom out',
  Map_Street_View: 'Street View',
  Map_Street_View_Unavailable: 'Hindi available ang Street View sa mapang ito.',
  Accessibility_Left_Gallery: 'Umalis ka na sa gallery',
  Viewer_Read_More: 'Magbasa pa',
  Viewer_See_Full_Post: 'Tingnan ang Buong Post',
  Spoiler_Click_To_Reveal: 'I-click para ipakita',
  Spoiler_Reveal_Image: 'Ipakita ang Larawan',
  Spoiler_Reveal_Gallery: 'Ipakita ang Gallery',
  Spoiler_Reveal_Video: 'Ipakita ang Video',
  Image_Expand: 'Palakihin ang larawan',
  Viewer_Close: 'Isara',
  Collapsible_Expand: 'Palawakin',
  Collapsible_Shrink: 'Paliitin',
};

export default messages;
