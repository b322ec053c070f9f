import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Beli Sekarang',
  VerticalEmbed_Events_Button: 'Daftar Sekarang',
  VerticalEmbed_Bookings_Button: 'Tempah Sekarang',
  UploadFile_Viewer_Download: 'Muat turun {fileType}',
  VerticalEmbed_Units_Hour: '{number} j',
  VerticalEmbed_Units_Minute: '{number} min',
  Accessibility_Left_Gallery: 'Anda telah meninggalkan galeri',
  Viewer_Read_More: 'Baca lagi',
  Viewer_See_Full_Post: 'Lihat Siaran Penuh',
  Spoiler_Click_To_Reveal: 'Klik untuk mendedahkan',
  Spoiler_Reveal_Image: 'Dedahkan Imej',
  Spoiler_Reveal_Gallery: 'Dedahkan Galeri',
  Spoiler_Reveal_Video: 'Dedahkan Video',
  Image_Expand: 'Besarkan imej',
  Viewer_Close: 'Tutup',
  Fullscreen_Viewer: 'Pemapar skrin penuh',
  Fullscreen_Previous: 'Sebelumnya',
  Fullscreen_Next: 'Seterusnya',
  Collapsible_Expand: 'Kembangkan',
  Collapsible_Shrink: 'Kecilkan',
};

export default messages;
