import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Beli Sekarang',
  VerticalEmbed_Events_Button: 'Daftar Sekarang',
  VerticalEmbed_Bookings_Button: 'Pesan Sekarang',
  UploadFile_Viewer_Download: 'Unduh {fileType}',
  VerticalEmbed_Units_Hour: '{number} jam',
  VerticalEmbed_Units_Minute: '{number} mnt',
  Accessibility_Left_Gallery: 'Anda telah keluar dari galeri',
  Viewer_Read_More: 'Baca selengkapnya',
  Viewer_See_Full_Post: 'Lihat Postingan Lengkap',
  Spoiler_Click_To_Reveal: 'Klik untuk menampilkan',
  Spoiler_Reveal_Image: 'Tampilkan Gambar',
  Spoiler_Reveal_Gallery: 'Tampilkan Galeri',
  Spoiler_Reveal_Video: 'Tampilkan Video',
  Image_Expand: 'Perbesar gambar',
  Viewer_Close: 'Tutup',
  Fullscreen_Viewer: 'Penampil layar penuh',
  Fullscreen_Previous: 'Sebelumnya',
  Fullscreen_Next: 'Berikutnya',
  Collapsible_Expand: 'Bentangkan',
  Collapsible_Shrink: 'Ciutkan',
};

export default messages;
